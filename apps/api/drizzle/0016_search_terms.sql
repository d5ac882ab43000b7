CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_terms_term_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
INSERT INTO "search_terms" ("term") SELECT DISTINCT "word" FROM "search_documents", regexp_split_to_table("search_text", ' ') AS "word" WHERE "word" <> '' ON CONFLICT DO NOTHING;
