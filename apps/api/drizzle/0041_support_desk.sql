CREATE TABLE "support_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" serial NOT NULL,
	"requester_user_id" bigint,
	"requester_email" text,
	"subject_kind" text NOT NULL,
	"subject_id" uuid,
	"order_id" uuid,
	"topic" text NOT NULL,
	"status" text NOT NULL,
	"assignee_id" bigint,
	"waiting_since" timestamp with time zone,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"user_unread" integer DEFAULT 0 NOT NULL,
	"staff_unread" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_message_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "support_tickets_number_unique" UNIQUE("number"),
	CONSTRAINT "support_tickets_status" CHECK ("support_tickets"."status" in ('open', 'waiting_staff', 'waiting_user', 'closed')),
	CONSTRAINT "support_tickets_topic" CHECK ("support_tickets"."topic" in ('order', 'payment', 'refund', 'withdrawal', 'donation', 'account', 'other')),
	CONSTRAINT "support_tickets_subject" CHECK ("support_tickets"."subject_kind" in ('order', 'withdrawal', 'donation', 'profile')),
	CONSTRAINT "support_tickets_requester" CHECK ("support_tickets"."requester_user_id" is not null or "support_tickets"."order_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"author" text NOT NULL,
	"author_user_id" bigint,
	"text" text,
	"image_data" "bytea",
	"image_width" integer,
	"image_height" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "support_messages_has_content" CHECK ("support_messages"."text" is not null or "support_messages"."image_data" is not null),
	CONSTRAINT "support_messages_author" CHECK ("support_messages"."author" in ('user', 'staff', 'system'))
);
--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_requester_user_id_users_id_fk" FOREIGN KEY ("requester_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_ticket_id_support_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_tickets_requester_idx" ON "support_tickets" USING btree ("requester_user_id","last_message_at");--> statement-breakpoint
CREATE INDEX "support_tickets_order_idx" ON "support_tickets" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "support_tickets_waiting_idx" ON "support_tickets" USING btree ("waiting_since") WHERE "support_tickets"."waiting_since" is not null;--> statement-breakpoint
CREATE INDEX "support_tickets_status_idx" ON "support_tickets" USING btree ("status","last_message_at");--> statement-breakpoint
CREATE UNIQUE INDEX "support_messages_ticket_seq_idx" ON "support_messages" USING btree ("ticket_id","seq");
