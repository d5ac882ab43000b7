-- Stored alert speech is pruned by age (decision 049): the housekeeping job finds old rows by this index.
CREATE INDEX IF NOT EXISTS "alert_speech_created_at" ON "alert_speech" ("created_at");
