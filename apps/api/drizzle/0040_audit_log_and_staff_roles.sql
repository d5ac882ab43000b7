-- The audit log: append-only, hash-chained rows in several chains (docs/decisions/038-audit-log-and-staff-roles.md).
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"chain" smallint NOT NULL,
	"seq" bigint NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" text,
	"impersonator_id" bigint,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"result" text NOT NULL,
	"reason" text,
	"client_ip" text,
	"user_agent" text,
	"request_id" text,
	"diff" text,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "audit_log_chain_seq" UNIQUE("chain","seq"),
	CONSTRAINT "audit_log_actor_type" CHECK ("actor_type" in ('staff', 'user', 'system', 'api_token')),
	CONSTRAINT "audit_log_result" CHECK ("result" in ('ok', 'refused', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "audit_log_occurred" ON "audit_log" USING btree ("occurred_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_target" ON "audit_log" USING btree ("target_type","target_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor" ON "audit_log" USING btree ("actor_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_action" ON "audit_log" USING btree ("action","id");--> statement-breakpoint
-- Each chain's last row: locked by the writer for its transaction, so rows of one chain link one after another.
CREATE TABLE "audit_chain_heads" (
	"chain" smallint PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
INSERT INTO "audit_chain_heads" ("chain", "seq", "hash")
  SELECT g, 0, repeat('0', 64) FROM generate_series(0, 15) AS g;--> statement-breakpoint
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit log rows are append-only' USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
