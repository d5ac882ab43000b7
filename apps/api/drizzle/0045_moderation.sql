ALTER TABLE "offers" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "hidden_by" bigint;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "active_before_hide" boolean;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_hidden_with_reason" CHECK (("offers"."hidden_at" is null) = ("offers"."hidden_reason" is null));--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_hidden_not_active" CHECK ("offers"."hidden_at" is null or not "offers"."is_active");--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_by" bigint;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_with_reason" CHECK (("reviews"."hidden_at" is null) = ("reviews"."hidden_reason" is null));--> statement-breakpoint
CREATE TABLE "donation_page_hides" (
	"streamer_id" bigint PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"hidden_by" bigint NOT NULL,
	"hidden_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "donation_page_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"streamer_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"reporter_user_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "donation_page_reports_reason" CHECK ("donation_page_reports"."reason" in ('fraud', 'offensive', 'impersonation', 'other'))
);
--> statement-breakpoint
CREATE INDEX "donation_page_reports_open_idx" ON "donation_page_reports" USING btree ("created_at") WHERE "donation_page_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "donation_page_reports_streamer_idx" ON "donation_page_reports" USING btree ("streamer_id","created_at");
