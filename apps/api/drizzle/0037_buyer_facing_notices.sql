-- Support's reason for a dispute decision, shown to both parties beside what was refunded.
ALTER TABLE "order_disputes" ADD COLUMN "note" text;
