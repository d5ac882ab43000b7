CREATE TABLE "alert_streams" (
	"streamer_id" bigint PRIMARY KEY NOT NULL,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	"paused" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"streamer_id" bigint NOT NULL,
	"seq" bigint NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"donor_name" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"message" text NOT NULL,
	"replay_of" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alerts_streamer_seq" UNIQUE("streamer_id","seq"),
	CONSTRAINT "alerts_streamer_source" UNIQUE("streamer_id","source","source_id")
);
--> statement-breakpoint
CREATE TABLE "widget_media" (
	"file" text PRIMARY KEY NOT NULL,
	"widget_id" bigint NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "widgets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"streamer_id" bigint NOT NULL,
	"type" text NOT NULL,
	"settings" jsonb NOT NULL,
	"token_nonce" text NOT NULL,
	"token_version" integer DEFAULT 1 NOT NULL,
	"image_file" text,
	"sound_file" text,
	"acked_seq" bigint DEFAULT 0 NOT NULL,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "widget_media" ADD CONSTRAINT "widget_media_widget_id_widgets_id_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "widgets_streamer" ON "widgets" USING btree ("streamer_id");