CREATE TABLE "order_disputes" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"buyer_user_id" bigint,
	"buyer_email" text,
	"buyer_name" text NOT NULL,
	"seller_id" bigint NOT NULL,
	"seller_name" text NOT NULL,
	"reason" text NOT NULL,
	"text" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"decision" text,
	"refunded_minor" bigint,
	"decided_by" bigint,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "order_disputes_reason" CHECK ("order_disputes"."reason" in ('not_received', 'not_working', 'wrong_item', 'incomplete', 'other')),
	CONSTRAINT "order_disputes_decided_together" CHECK (("order_disputes"."resolved_at" is null) = ("order_disputes"."decision" is null) and ("order_disputes"."decision" is null) = ("order_disputes"."refunded_minor" is null)),
	CONSTRAINT "order_disputes_decision" CHECK ("order_disputes"."decision" is null or "order_disputes"."decision" in ('release', 'refund', 'partial_refund'))
);
--> statement-breakpoint
CREATE TABLE "order_key_reveals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"admin_id" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_disputes" ADD CONSTRAINT "order_disputes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_key_reveals" ADD CONSTRAINT "order_key_reveals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_disputes_open_idx" ON "order_disputes" USING btree ("opened_at") WHERE "order_disputes"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "order_disputes_resolved_idx" ON "order_disputes" USING btree ("resolved_at") WHERE "order_disputes"."resolved_at" is not null;--> statement-breakpoint
CREATE INDEX "order_disputes_buyer_idx" ON "order_disputes" USING btree ("buyer_user_id");--> statement-breakpoint
CREATE INDEX "order_disputes_seller_idx" ON "order_disputes" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "order_key_reveals_order_idx" ON "order_key_reveals" USING btree ("order_id","id");--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "notice" text;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_notice" CHECK ("conversation_messages"."notice" is null or "conversation_messages"."notice" in ('dispute_opened', 'dispute_resolved'));--> statement-breakpoint
INSERT INTO "order_disputes" ("order_id", "buyer_user_id", "buyer_email", "buyer_name", "seller_id", "seller_name", "reason", "text", "opened_at")
SELECT o."id", o."buyer_user_id", o."buyer_email", coalesce(b."name", 'Гость'), o."seller_id", coalesce(s."name", 'Продавец'), 'other', '',
	coalesce((SELECT max(e."at") FROM "order_events" e WHERE e."order_id" = o."id" AND e."type" = 'BUYER_DISPUTED'), o."updated_at")
FROM "orders" o
LEFT JOIN "users" b ON b."id" = o."buyer_user_id"
LEFT JOIN "users" s ON s."id" = o."seller_id"
WHERE o."status" = 'PROCESSING' AND o."stage" = 'disputed';
