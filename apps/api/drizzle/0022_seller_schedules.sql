CREATE TABLE "seller_schedules" (
	"seller_id" bigint PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"days" jsonb NOT NULL,
	"vacation_on" boolean DEFAULT false NOT NULL,
	"vacation_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
