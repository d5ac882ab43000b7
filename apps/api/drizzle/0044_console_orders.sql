CREATE TABLE "offer_key_fingerprints" (
	"hash" text NOT NULL,
	"key_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	CONSTRAINT "offer_key_fingerprints_pk" PRIMARY KEY("hash","key_id")
);
--> statement-breakpoint
CREATE INDEX "offer_key_fingerprints_order_idx" ON "offer_key_fingerprints" USING btree ("order_id");
--> statement-breakpoint
CREATE TABLE "staff_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"target_id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"amount_minor" bigint,
	"currency" text,
	"reason" text NOT NULL,
	"needs_second" boolean NOT NULL,
	"status" text NOT NULL,
	"requested_by" bigint NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"idempotency_key" text NOT NULL,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"reject_reason" text,
	CONSTRAINT "staff_approvals_kind" CHECK ("staff_approvals"."kind" in ('order.refund', 'payout.release')),
	CONSTRAINT "staff_approvals_status" CHECK ("staff_approvals"."status" in ('pending', 'done', 'rejected')),
	CONSTRAINT "staff_approvals_second_person" CHECK (not "staff_approvals"."needs_second" or "staff_approvals"."decided_by" is null or "staff_approvals"."decided_by" <> "staff_approvals"."requested_by")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_approvals_idempotency_idx" ON "staff_approvals" USING btree ("requested_by","idempotency_key");
--> statement-breakpoint
CREATE INDEX "staff_approvals_pending_idx" ON "staff_approvals" USING btree ("requested_at") WHERE "staff_approvals"."status" = 'pending';
--> statement-breakpoint
CREATE INDEX "staff_approvals_target_idx" ON "staff_approvals" USING btree ("kind","target_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_approvals_one_pending_idx" ON "staff_approvals" USING btree ("kind","target_id") WHERE "staff_approvals"."status" = 'pending';
