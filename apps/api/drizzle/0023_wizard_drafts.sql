CREATE TABLE "wizard_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" bigint NOT NULL,
	"offer_id" uuid,
	"listing_id" uuid,
	"product_type" text,
	"product_id" uuid,
	"values" jsonb NOT NULL,
	"step" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "wizard_drafts_seller_idx" ON "wizard_drafts" USING btree ("seller_id","updated_at");