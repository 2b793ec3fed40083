-- An item declares its own lactose (Brazil's "CONTÉM LACTOSE", ANVISA RDC 136/2017), apart from its milk: a stored item starts as it was shown, with lactose where it lists milk, until an admin says otherwise.
ALTER TABLE "items" ADD COLUMN "contains_lactose" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "items" SET "contains_lactose" = true WHERE "allergens" ? 'milk';
