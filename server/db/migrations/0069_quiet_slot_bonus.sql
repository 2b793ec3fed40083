CREATE TABLE "brand_quiet_slot_settings" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"threshold_percent" integer DEFAULT 30 NOT NULL,
	"bonus_points" integer DEFAULT 50 NOT NULL,
	CONSTRAINT "brand_quiet_slot_settings_threshold" CHECK ("brand_quiet_slot_settings"."threshold_percent" between 0 and 100),
	CONSTRAINT "brand_quiet_slot_settings_points" CHECK ("brand_quiet_slot_settings"."bonus_points" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "points_ledger" DROP CONSTRAINT "points_ledger_reason";--> statement-breakpoint
ALTER TABLE "timeslot_reservations" ADD COLUMN "quiet_bonus_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "timeslot_reservations" ADD CONSTRAINT "timeslot_reservations_quiet_bonus" CHECK ("timeslot_reservations"."quiet_bonus_points" >= 0);--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_reason" CHECK ("points_ledger"."reason" in ('order_earned', 'order_reversed', 'store_redeemed', 'survey', 'adjustment', 'reward_returned', 'running_late', 'quiet_slot'));