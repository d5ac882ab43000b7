ALTER TABLE "offers" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "image_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "pricing" text DEFAULT 'piece' NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "lot_size" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_lot_size_positive" CHECK ("offers"."lot_size" > 0);