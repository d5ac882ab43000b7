-- A completed order support re-opened for a complaint (decision 050): when, and the reason both parties read.
ALTER TABLE "orders" ADD COLUMN "reopened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reopen_reason" text;--> statement-breakpoint
-- A refund staff made with no dispute opened reads as support's decision, not as a dispute (decision 050); such
-- rows were the ones with no buyer's text.
ALTER TABLE "order_disputes" ADD COLUMN "opened_by_staff" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "order_disputes" SET "opened_by_staff" = true WHERE "text" = '';
