-- A completed order support re-opened for a complaint (decision 050): when, and the reason both parties read.
ALTER TABLE "orders" ADD COLUMN "reopened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reopen_reason" text;
