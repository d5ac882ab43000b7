CREATE TABLE "donation_ban_words" (
	"streamer_id" bigint NOT NULL,
	"word" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "donation_ban_words_streamer_id_word_pk" PRIMARY KEY("streamer_id","word")
);
--> statement-breakpoint
CREATE TABLE "donation_goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"streamer_id" bigint NOT NULL,
	"title" text NOT NULL,
	"target" bigint NOT NULL,
	"raised" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "donation_goals_target_positive" CHECK ("donation_goals"."target" > 0),
	CONSTRAINT "donation_goals_raised_non_negative" CHECK ("donation_goals"."raised" >= 0)
);
--> statement-breakpoint
CREATE TABLE "donation_minimums" (
	"streamer_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "donation_minimums_streamer_id_currency_pk" PRIMARY KEY("streamer_id","currency"),
	CONSTRAINT "donation_minimums_positive" CHECK ("donation_minimums"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "donations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"streamer_id" bigint NOT NULL,
	"donor_user_id" bigint,
	"donor_email" text,
	"donor_name" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"payment_id" text,
	"goal_id" uuid,
	"streamer_amount" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donations_amount_positive" CHECK ("donations"."amount" > 0),
	CONSTRAINT "donations_has_donor" CHECK ("donations"."donor_user_id" is not null or "donations"."donor_email" is not null)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "donation_goals_one_active" ON "donation_goals" USING btree ("streamer_id") WHERE "donation_goals"."status" = 'active';--> statement-breakpoint
CREATE INDEX "donation_goals_streamer_closed_idx" ON "donation_goals" USING btree ("streamer_id","closed_at");--> statement-breakpoint
CREATE INDEX "donations_streamer_completed_idx" ON "donations" USING btree ("streamer_id","completed_at");--> statement-breakpoint
CREATE INDEX "donations_donor_created_idx" ON "donations" USING btree ("donor_user_id","created_at");