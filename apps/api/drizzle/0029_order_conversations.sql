CREATE TABLE "conversation_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"author" text NOT NULL,
	"author_user_id" bigint,
	"text" text,
	"original_text" text,
	"masked" boolean DEFAULT false NOT NULL,
	"image_data" "bytea",
	"image_width" integer,
	"image_height" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "conversation_messages_has_content" CHECK ("conversation_messages"."text" is not null or "conversation_messages"."image_data" is not null),
	CONSTRAINT "conversation_messages_author" CHECK ("conversation_messages"."author" in ('buyer', 'seller', 'support'))
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"buyer_user_id" bigint,
	"seller_id" bigint NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"buyer_unread" integer DEFAULT 0 NOT NULL,
	"seller_unread" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_order_id_conversations_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."conversations"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_messages_order_seq_idx" ON "conversation_messages" USING btree ("order_id","seq");--> statement-breakpoint
CREATE INDEX "conversations_buyer_unread_idx" ON "conversations" USING btree ("buyer_user_id") WHERE "conversations"."buyer_unread" > 0;--> statement-breakpoint
CREATE INDEX "conversations_seller_unread_idx" ON "conversations" USING btree ("seller_id") WHERE "conversations"."seller_unread" > 0;