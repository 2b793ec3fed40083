ALTER TABLE "payments" ADD COLUMN "tender" jsonb;--> statement-breakpoint
-- Payments stored before: the tenders worded in English become data again (cards and wallets keep their brand-name labels).
UPDATE "payments" SET "tender" = '{"kind":"free"}'::jsonb WHERE "method" = 'free';--> statement-breakpoint
UPDATE "payments" SET "tender" = '{"kind":"paypal"}'::jsonb WHERE "method" = 'paypal';--> statement-breakpoint
UPDATE "payments" SET "tender" = jsonb_build_object('kind', 'giftcard', 'last4', right("label", 4)) WHERE "method" = 'giftcard' AND "label" ~ '[0-9]{4}$';--> statement-breakpoint
UPDATE "payments" SET "tender" = jsonb_build_object(
  'kind', 'offline',
  'method', CASE split_part("label", ' · ', 1) WHEN 'Cash' THEN 'cash' WHEN 'Check' THEN 'check' WHEN 'Card at the store' THEN 'card-present' ELSE 'bank-transfer' END,
  'reference', nullif(substr("label", length(split_part("label", ' · ', 1)) + 4), '')
) WHERE "method" = 'offline' AND split_part("label", ' · ', 1) IN ('Cash', 'Check', 'Card at the store', 'Bank transfer');
