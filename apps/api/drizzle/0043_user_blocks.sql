-- A blocked account (decision 041): who blocked it, when and why; null blocked_at is an open account.
ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "block_reason_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "block_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_by" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_block_reason_when_blocked" CHECK (("blocked_at" is null) = ("block_reason_code" is null));--> statement-breakpoint
-- Offers taken off the catalog by their seller's block; unblocking puts back exactly these.
ALTER TABLE "offers" ADD COLUMN "hidden_by_block" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "offers_hidden_by_block_idx" ON "offers" ("seller_id") WHERE "hidden_by_block";
