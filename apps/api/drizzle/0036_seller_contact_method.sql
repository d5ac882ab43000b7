ALTER TABLE "seller_applications" ADD COLUMN "contact_method" text DEFAULT 'TELEGRAM' NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_applications" ADD CONSTRAINT "seller_applications_contact_method" CHECK ("seller_applications"."contact_method" in ('TELEGRAM', 'EMAIL', 'VK'));
