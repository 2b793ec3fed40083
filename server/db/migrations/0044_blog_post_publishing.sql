ALTER TABLE "blog_posts" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "origin" text DEFAULT 'content' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
UPDATE "blog_posts" SET "published_at" = "published_on"::timestamp AT TIME ZONE 'UTC';
