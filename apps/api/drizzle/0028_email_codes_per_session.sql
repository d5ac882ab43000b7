DROP INDEX "email_code_failures_email_failed_at_idx";--> statement-breakpoint
ALTER TABLE "email_codes" DROP CONSTRAINT "email_codes_pkey";--> statement-breakpoint
ALTER TABLE "email_codes" ADD CONSTRAINT "email_codes_email_session_id_pk" PRIMARY KEY("email","session_id");--> statement-breakpoint
ALTER TABLE "email_code_failures" ADD COLUMN "session_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_code_failures" ADD COLUMN "client_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "email_code_failures_session_idx" ON "email_code_failures" USING btree ("email","session_id","failed_at");--> statement-breakpoint
CREATE INDEX "email_code_failures_client_idx" ON "email_code_failures" USING btree ("client_address","failed_at");
