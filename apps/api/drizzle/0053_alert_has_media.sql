-- A donation that bought a video on stream: its alert may take a «только с медиа» variation (decision 049).
ALTER TABLE "alerts" ADD COLUMN "has_media" boolean DEFAULT false NOT NULL;
