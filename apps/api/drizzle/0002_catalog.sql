CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"seller_id" bigint NOT NULL,
	"price_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"stock" integer,
	"delivery_minutes" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"seller_tier" text NOT NULL,
	"seller_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_price_positive" CHECK ("offers"."price_minor" > 0),
	CONSTRAINT "offers_stock_not_negative" CHECK ("offers"."stock" >= 0),
	CONSTRAINT "offers_currency_known" CHECK ("offers"."currency" in ('rub', 'usd', 'kzt')),
	CONSTRAINT "offers_seller_tier_known" CHECK ("offers"."seller_tier" in ('gold', 'silver', 'bronze'))
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"listing_id" uuid NOT NULL,
	"title" text NOT NULL,
	"product_type" text NOT NULL,
	"delivery_kind" text NOT NULL,
	"attribute_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"region_groups" text[] DEFAULT '{}'::text[] NOT NULL,
	"buyer_input_kinds" text[] DEFAULT '{}'::text[] NOT NULL,
	"popularity" bigint DEFAULT 0 NOT NULL,
	"search_aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_slug_unique" UNIQUE("slug"),
	CONSTRAINT "products_product_type_known" CHECK ("products"."product_type" in ('game_dlc_gift', 'game_dlc_key', 'game_points_key', 'steam_top_up', 'mobile_top_up', 'gift_card_key', 'subscription_key', 'game_points_manual', 'subscription_manual', 'exchange_rate_manual', 'exchange_rate', 'rmt')),
	CONSTRAINT "products_delivery_kind_known" CHECK ("products"."delivery_kind" in ('gift', 'key', 'top_up', 'manual', 'type_activation', 'account_login'))
);
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"ref_id" uuid NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"image" text,
	"extra" text DEFAULT '[]' NOT NULL,
	"title_text" text NOT NULL,
	"search_text" text NOT NULL,
	"popularity" bigint DEFAULT 0 NOT NULL,
	"tsv" "tsvector" NOT NULL,
	CONSTRAINT "search_documents_kind_known" CHECK ("search_documents"."kind" in ('listing', 'product'))
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_aliases" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offers_product_price_idx" ON "offers" USING btree ("product_id","price_minor") WHERE "offers"."is_active";--> statement-breakpoint
CREATE INDEX "offers_seller_idx" ON "offers" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "products_listing_popularity_idx" ON "products" USING btree ("listing_id","popularity");--> statement-breakpoint
CREATE UNIQUE INDEX "search_documents_kind_ref_idx" ON "search_documents" USING btree ("kind","ref_id");--> statement-breakpoint
CREATE INDEX "search_documents_tsv_idx" ON "search_documents" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "search_documents_search_text_trgm_idx" ON "search_documents" USING gin ("search_text" gin_trgm_ops);