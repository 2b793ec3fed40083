-- A store outside the US charges an option's price change in its own currency, priced as the seed prices it (server/seed/load-assortment.ts): the option's price change times the country's price factor, rounded half-to-even to the market's price step (the brisket upgrade's 1.00 is ￥150 at Umeda, MX$20 at San Pedro). Only options of items the store sells, with a price change, and where the result differs; a store price already set is kept.
INSERT INTO "location_options" ("location_id", "option_id", "price_delta")
SELECT "location_id", "option_id", "price_delta" FROM (
  SELECT "location_items"."location_id", "options"."id" AS "option_id", "options"."price_delta" AS "own",
    (CASE WHEN abs("options"."price_delta" * "r"."factor" / "r"."step" - trunc("options"."price_delta" * "r"."factor" / "r"."step")) = 0.5
      THEN 2 * round("options"."price_delta" * "r"."factor" / "r"."step" / 2)
      ELSE round("options"."price_delta" * "r"."factor" / "r"."step") END) * "r"."step" AS "price_delta"
  FROM "location_items", "locations", "countries", "option_groups", "options", (VALUES
    ('CA', 1.30, 0.01),
    ('BR', 5.50, 0.10),
    ('JP', 150, 10),
    ('MX', 18, 5),
    ('AE', 3.70, 1),
    ('EG', 48, 5),
    ('PK', 280, 10),
    ('PH', 56, 5)
  ) AS "r"("code", "factor", "step")
  WHERE "locations"."id" = "location_items"."location_id" AND "countries"."id" = "locations"."country_id"
    AND "countries"."code" = "r"."code"
    AND "option_groups"."item_id" = "location_items"."item_id" AND "option_groups"."archived_at" IS NULL
    AND "options"."group_id" = "option_groups"."id" AND "options"."archived_at" IS NULL AND "options"."price_delta" <> 0
) AS "priced"
WHERE "price_delta" <> "own"
ON CONFLICT DO NOTHING;
