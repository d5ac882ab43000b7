CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid,
	"seller_id" bigint NOT NULL,
	"author_user_id" bigint,
	"author_name" text NOT NULL,
	"author_avatar_letters" text NOT NULL,
	"author_avatar_color" text NOT NULL,
	"product_title" text NOT NULL,
	"product_slug" text,
	"rating" smallint NOT NULL,
	"text" text NOT NULL,
	"answer_text" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "reviews_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_answer_dated" CHECK (("reviews"."answer_text" is null) = ("reviews"."answered_at" is null))
);
--> statement-breakpoint
CREATE TABLE "seller_reputation" (
	"seller_id" bigint PRIMARY KEY NOT NULL,
	"tier" text NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"verified_reason" text,
	"verified_by" bigint,
	"verified_at" timestamp with time zone,
	"completed_deals" integer DEFAULT 0 NOT NULL,
	"refunded_deals" integer DEFAULT 0 NOT NULL,
	"disputes" integer DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"rating_centi" integer NOT NULL,
	"refund_bp" integer DEFAULT 0 NOT NULL,
	"dispute_bp" integer DEFAULT 0 NOT NULL,
	"age_days" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "seller_reputation_tier_known" CHECK ("seller_reputation"."tier" in ('gold', 'silver', 'bronze'))
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_seller_created_idx" ON "reviews" USING btree ("seller_id","created_at") WHERE "reviews"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "reviews_author_created_idx" ON "reviews" USING btree ("author_user_id","created_at") WHERE "reviews"."removed_at" is null;
