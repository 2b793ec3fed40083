UPDATE "coupon_redemptions" SET "customer_id" = substring("customer_key" from 3)::integer WHERE "customer_key" ~ '^c:[0-9]+$';--> statement-breakpoint
UPDATE "coupon_redemptions" AS r SET "email_key" = regexp_replace(lower(trim(c."email")), '^([^@+]+)\+[^@]*@', '\1@') FROM "customers" AS c WHERE r."customer_id" = c."id";--> statement-breakpoint
UPDATE "coupon_redemptions" SET "email_key" = regexp_replace(substring("customer_key" from 3), '^([^@+]+)\+[^@]*@', '\1@') WHERE "customer_key" LIKE 'e:%';
