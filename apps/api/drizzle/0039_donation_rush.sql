CREATE TABLE "payment_inbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"processed_at" timestamp with time zone,
	CONSTRAINT "payment_inbox_dedupe" UNIQUE("provider","event","object_id")
);
--> statement-breakpoint
CREATE INDEX "payment_inbox_waiting_idx" ON "payment_inbox" USING btree ("locked_until") WHERE "payment_inbox"."processed_at" is null;
--> statement-breakpoint
DROP INDEX "orders_unpaid_address_idx";--> statement-breakpoint
DROP INDEX "orders_unpaid_email_idx";--> statement-breakpoint
CREATE INDEX "orders_unpaid_address_idx" ON "orders" USING btree ("client_ip","created_at") WHERE "orders"."status" in ('NEW', 'AWAITING_PAYMENT', 'ACQUIRING_ERROR');--> statement-breakpoint
CREATE INDEX "orders_unpaid_email_idx" ON "orders" USING btree (lower("buyer_email"),"created_at") WHERE "orders"."status" in ('NEW', 'AWAITING_PAYMENT', 'ACQUIRING_ERROR');--> statement-breakpoint
CREATE INDEX "orders_unpaid_account_idx" ON "orders" USING btree ("buyer_user_id","created_at") WHERE "orders"."status" in ('NEW', 'AWAITING_PAYMENT', 'ACQUIRING_ERROR');
