ALTER TABLE "items" ADD COLUMN "make_minutes" integer DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "make_capacity_minutes" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_make_minutes_range" CHECK ("items"."make_minutes" BETWEEN 0 AND 240);--> statement-breakpoint
-- Packs and per-guest catering trays take a kitchen far longer than a plate.
UPDATE "items" SET "make_minutes" = 20 WHERE "unit" IN ('pack', 'serving');
