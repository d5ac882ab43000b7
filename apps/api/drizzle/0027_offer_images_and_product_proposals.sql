CREATE TABLE "offer_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" bigint NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" bigint NOT NULL,
	"listing_id" uuid NOT NULL,
	"title" text NOT NULL,
	"product_type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"buyer_input_kinds" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"product_id" uuid,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_proposals_status_known" CHECK ("product_proposals"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "buyer_inputs" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "rate" double precision;--> statement-breakpoint
ALTER TABLE "product_proposals" ADD CONSTRAINT "product_proposals_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_proposals" ADD CONSTRAINT "product_proposals_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_images_seller_idx" ON "offer_images" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "product_proposals_status_idx" ON "product_proposals" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "product_proposals_seller_idx" ON "product_proposals" USING btree ("seller_id","created_at");