ALTER TABLE "gift_cards" ADD COLUMN "pin_locked_until" timestamp with time zone;--> statement-breakpoint
-- Cards that the old rule had locked for good stay locked for one lockout period, then open again.
UPDATE "gift_cards" SET "pin_failures" = 0, "pin_locked_until" = now() + interval '15 minutes' WHERE "pin_failures" >= 5;
