ALTER TABLE "items" ADD COLUMN "sodium_mg" integer;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "allergens" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "options" ADD COLUMN "allergens" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "options" ADD COLUMN "calories" integer;--> statement-breakpoint
ALTER TABLE "options" ADD COLUMN "sodium_mg" integer;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_allergens_array" CHECK (jsonb_typeof("items"."allergens") = 'array');--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_sodium_not_negative" CHECK ("items"."sodium_mg" >= 0);--> statement-breakpoint
ALTER TABLE "options" ADD CONSTRAINT "options_allergens_array" CHECK (jsonb_typeof("options"."allergens") = 'array');--> statement-breakpoint
ALTER TABLE "options" ADD CONSTRAINT "options_nutrition_not_negative" CHECK ("options"."calories" >= 0 and "options"."sodium_mg" >= 0);