CREATE TABLE "donation_page_settings" (
	"streamer_id" bigint PRIMARY KEY NOT NULL,
	"accent" text NOT NULL,
	"background" text NOT NULL,
	"headline" text DEFAULT '' NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
