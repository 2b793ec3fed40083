-- Country codes have one case everywhere: alpha-2 in upper case, as the country-alpha-2 header writes it.
UPDATE "countries" SET "code" = upper("code") WHERE "code" <> upper("code");--> statement-breakpoint
UPDATE "orders" SET "country_code" = upper("country_code") WHERE "country_code" <> upper("country_code");--> statement-breakpoint
ALTER TABLE "countries" ADD CONSTRAINT "countries_code_upper_case" CHECK ("countries"."code" ~ '^[A-Z]{2}$');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_country_code_upper_case" CHECK ("orders"."country_code" ~ '^[A-Z]{2}$');
