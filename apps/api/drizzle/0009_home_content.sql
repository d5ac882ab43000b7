CREATE TABLE "content_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tab_name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"href" text,
	"action" text,
	"image" text,
	"icon" text,
	"accent_color" text DEFAULT '#7c5cff' NOT NULL,
	"badge" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_blocks_target" CHECK ("content_blocks"."href" is not null or "content_blocks"."action" is not null),
	CONSTRAINT "content_blocks_action_known" CHECK ("content_blocks"."action" is null or "content_blocks"."action" in ('connect-donations', 'connect-shop'))
);
--> statement-breakpoint
CREATE TABLE "content_offer_tabs" (
	"type" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"more_href" text,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "content_offer_tabs_type_known" CHECK ("content_offer_tabs"."type" in ('popular', 'new', 'cheap', 'top-ups', 'currency', 'games', 'subscriptions', 'gift-cards'))
);
--> statement-breakpoint
CREATE TABLE "content_tabs" (
	"name" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_tabs_name_format" CHECK ("content_tabs"."name" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
ALTER TABLE "content_blocks" ADD CONSTRAINT "content_blocks_tab_name_content_tabs_name_fk" FOREIGN KEY ("tab_name") REFERENCES "public"."content_tabs"("name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "content_blocks_tab_position_idx" ON "content_blocks" USING btree ("tab_name","position");