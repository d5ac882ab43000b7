DROP INDEX "search_documents_tsv_idx";--> statement-breakpoint
CREATE INDEX "search_documents_product_tsv_idx" ON "search_documents" USING gin ("tsv") WHERE "search_documents"."kind" = 'product';--> statement-breakpoint
CREATE INDEX "search_documents_listing_tsv_idx" ON "search_documents" USING gin ("tsv") WHERE "search_documents"."kind" = 'listing';