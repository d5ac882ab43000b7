ALTER TABLE "order_inputs" ALTER COLUMN "value" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_inputs" ADD COLUMN "sealed" boolean DEFAULT false NOT NULL;
