CREATE TABLE "alert_speech" (
	"file" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"data" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
