-- A store's own price equal to its item's base price is no price of its own: the store sells at the base price and follows it when it changes.
UPDATE "location_items" SET "price" = NULL FROM "items" WHERE "items"."id" = "location_items"."item_id" AND "location_items"."price" = "items"."base_price";
