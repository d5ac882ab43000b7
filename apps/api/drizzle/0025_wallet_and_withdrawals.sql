CREATE TABLE "confirmation_code_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" bigint NOT NULL,
	"failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "confirmation_codes" (
	"user_id" bigint NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "confirmation_codes_user_id_purpose_pk" PRIMARY KEY("user_id","purpose")
);
--> statement-breakpoint
CREATE TABLE "ledger_holds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_holds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"user_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"source" text NOT NULL,
	"available_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_holds_amount_positive" CHECK ("ledger_holds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "withdrawal_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"outcome_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"stage" text,
	"actor" text NOT NULL,
	"actor_id" bigint,
	"reason" text,
	"details" jsonb,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawal_outcomes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" bigint NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"stage" text,
	"attempt" integer DEFAULT 1 NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"fee" bigint NOT NULL,
	"crypto_cents" bigint,
	"rate_scaled" bigint,
	"destination" jsonb NOT NULL,
	"destination_key" text NOT NULL,
	"provider" text NOT NULL,
	"provider_payout_id" text,
	"idempotency_key" text NOT NULL,
	"request_fingerprint" text NOT NULL,
	"risks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"auto_approved" boolean DEFAULT false NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "withdrawal_outcomes_stage_iff_approved" CHECK (("withdrawal_outcomes"."status" = 'outcome_status_approved') = ("withdrawal_outcomes"."stage" is not null)),
	CONSTRAINT "withdrawal_outcomes_amount_positive" CHECK ("withdrawal_outcomes"."amount" > 0 and "withdrawal_outcomes"."fee" >= 0 and "withdrawal_outcomes"."fee" < "withdrawal_outcomes"."amount"),
	CONSTRAINT "withdrawal_outcomes_type_known" CHECK ("withdrawal_outcomes"."type" in ('sbp', 'crypto'))
);
--> statement-breakpoint
CREATE TABLE "withdrawal_rate_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"rate_scaled" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotence_key" text NOT NULL,
	"amount_value" text NOT NULL,
	"amount_currency" text NOT NULL,
	"destination" jsonb NOT NULL,
	"description" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"cancellation_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payouts_idempotence_key_unique" UNIQUE("idempotence_key")
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_non_negative_check";--> statement-breakpoint
ALTER TABLE "confirmation_codes" ADD CONSTRAINT "confirmation_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_events" ADD CONSTRAINT "withdrawal_events_outcome_id_withdrawal_outcomes_id_fk" FOREIGN KEY ("outcome_id") REFERENCES "public"."withdrawal_outcomes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_outcomes" ADD CONSTRAINT "withdrawal_outcomes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "confirmation_code_failures_user_failed_at_idx" ON "confirmation_code_failures" USING btree ("user_id","failed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_holds_reference_idx" ON "ledger_holds" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "ledger_holds_user_idx" ON "ledger_holds" USING btree ("user_id","available_at") WHERE "ledger_holds"."released_at" is null and "ledger_holds"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "ledger_holds_due_idx" ON "ledger_holds" USING btree ("available_at") WHERE "ledger_holds"."released_at" is null and "ledger_holds"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "withdrawal_events_outcome_idx" ON "withdrawal_events" USING btree ("outcome_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_outcomes_idempotency_idx" ON "withdrawal_outcomes" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "withdrawal_outcomes_user_created_idx" ON "withdrawal_outcomes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_outcomes_status_created_idx" ON "withdrawal_outcomes" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_outcomes_provider_payout_idx" ON "withdrawal_outcomes" USING btree ("provider","provider_payout_id");--> statement-breakpoint
CREATE INDEX "withdrawal_rate_quotes_expires_idx" ON "withdrawal_rate_quotes" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_payout_resolution_idx" ON "ledger_transactions" USING btree ("reference") WHERE "ledger_transactions"."kind" in ('payout', 'payout_return') and "ledger_transactions"."reference" like 'outcome:%';--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('wallet', 'wallet_hold', 'escrow', 'payout_clearing', 'platform_revenue', 'provider_clearing'));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_non_negative_check" CHECK ("ledger_accounts"."kind" not in ('wallet', 'wallet_hold', 'escrow', 'payout_clearing') or "ledger_accounts"."balance" >= 0);