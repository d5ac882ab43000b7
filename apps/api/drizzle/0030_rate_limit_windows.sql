CREATE TABLE "rate_limit_windows" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" bigint[] NOT NULL,
	"last_allowed" boolean NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
