CREATE TABLE "media_settings" (
	"streamer_id" bigint PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"price_per_second" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"min_amount" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"max_duration_seconds" integer DEFAULT 60 NOT NULL,
	"approval" text DEFAULT 'manual' NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"volume" integer DEFAULT 70 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_settings_volume_range" CHECK ("media_settings"."volume" between 0 and 100),
	CONSTRAINT "media_settings_approval_known" CHECK ("media_settings"."approval" in ('auto', 'manual'))
);
--> statement-breakpoint
CREATE TABLE "media_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"streamer_id" bigint NOT NULL,
	"donation_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"video_id" text NOT NULL,
	"title" text NOT NULL,
	"start_seconds" integer DEFAULT 0 NOT NULL,
	"seconds" integer NOT NULL,
	"donor_name" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"decided_by" bigint,
	CONSTRAINT "media_requests_donation" UNIQUE("donation_id"),
	CONSTRAINT "media_requests_seconds_positive" CHECK ("media_requests"."seconds" > 0)
);
--> statement-breakpoint
CREATE INDEX "media_requests_streamer_status" ON "media_requests" USING btree ("streamer_id","status","approved_at");
