-- How a streamer's alerts reach the screen (decision 047): at once, after a delay, or once approved.
ALTER TABLE "alert_streams" ADD COLUMN "mode" text NOT NULL DEFAULT 'auto';
--> statement-breakpoint
ALTER TABLE "alert_streams" ADD COLUMN "delay_seconds" integer NOT NULL DEFAULT 30;
--> statement-breakpoint
-- An alert waiting out its delay or an approval has no number yet: it gets the next one when released,
-- so "shown up to N" still means every earlier alert was shown.
ALTER TABLE "alerts" ALTER COLUMN "seq" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "hold" text;
--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "not_before" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "skipped_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "message_hidden" boolean NOT NULL DEFAULT false;
--> statement-breakpoint
CREATE INDEX "alerts_waiting" ON "alerts" ("streamer_id", "id") WHERE "seq" IS NULL AND "skipped_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "alerts_delayed_due" ON "alerts" ("not_before") WHERE "hold" = 'delayed' AND "seq" IS NULL AND "skipped_at" IS NULL;
--> statement-breakpoint
CREATE TABLE "alert_moderators" (
  "streamer_id" bigint NOT NULL,
  "user_id" bigint NOT NULL,
  "added_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "alert_moderators_pk" PRIMARY KEY ("streamer_id", "user_id")
);
--> statement-breakpoint
CREATE INDEX "alert_moderators_user" ON "alert_moderators" ("user_id");
