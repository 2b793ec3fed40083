-- What a store outside the US sells by weight (an item whose unit is lb) is priced for the market's weight (domain/menu/weight-units.ts): Canada and Japan per 100 g, the others per kilogram. A stored price per pound becomes the price of that weight, rounded to the market's price step; a store selling at the base price keeps doing so.
UPDATE "location_items" SET "price" = round("location_items"."price" * "w"."pounds" / "w"."step") * "w"."step"
FROM "items", "locations", "countries", (VALUES
  ('CA', 0.220462262, 0.01),
  ('JP', 0.220462262, 10),
  ('BR', 2.20462262, 0.10),
  ('MX', 2.20462262, 5),
  ('AE', 2.20462262, 1),
  ('EG', 2.20462262, 5),
  ('PK', 2.20462262, 10),
  ('PH', 2.20462262, 5)
) AS "w"("code", "pounds", "step")
WHERE "items"."id" = "location_items"."item_id" AND "items"."unit" = 'lb'
  AND "locations"."id" = "location_items"."location_id" AND "countries"."id" = "locations"."country_id"
  AND "countries"."code" = "w"."code" AND "location_items"."price" IS NOT NULL;
