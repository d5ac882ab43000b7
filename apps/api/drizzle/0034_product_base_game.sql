ALTER TABLE "products" ADD COLUMN "base_product_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_base_product_id_products_id_fk" FOREIGN KEY ("base_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_base_product_idx" ON "products" USING btree ("base_product_id","popularity") WHERE "products"."base_product_id" is not null;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_base_product_of_add_on" CHECK ("products"."base_product_id" is null or ("products"."base_product_id" <> "products"."id" and 'dlc' = any("products"."attribute_tags") and "products"."product_type" in ('game_dlc_gift', 'game_dlc_key')));
