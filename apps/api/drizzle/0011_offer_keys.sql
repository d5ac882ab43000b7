CREATE TABLE "offer_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"secret" text NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reserved_at" timestamp with time zone,
	CONSTRAINT "offer_keys_order_iff_taken" CHECK (("offer_keys"."status" = 'available') = ("offer_keys"."order_id" is null))
);
--> statement-breakpoint
CREATE INDEX "offer_keys_available_idx" ON "offer_keys" USING btree ("offer_id","created_at") WHERE "offer_keys"."status" = 'available';--> statement-breakpoint
CREATE INDEX "offer_keys_order_idx" ON "offer_keys" USING btree ("order_id");