ALTER TABLE "offers" ADD COLUMN "max_per_order" integer;--> statement-breakpoint
CREATE INDEX "orders_unpaid_address_idx" ON "orders" USING btree ("client_ip") WHERE "orders"."status" in ('NEW', 'AWAITING_PAYMENT', 'ACQUIRING_ERROR');--> statement-breakpoint
CREATE INDEX "orders_unpaid_email_idx" ON "orders" USING btree (lower("buyer_email")) WHERE "orders"."status" in ('NEW', 'AWAITING_PAYMENT', 'ACQUIRING_ERROR');--> statement-breakpoint
CREATE INDEX "payments_unfinished_idx" ON "payments" USING btree ("updated_at") WHERE "payments"."status" in ('creating', 'pending');--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_max_per_order_positive" CHECK ("offers"."max_per_order" > 0);