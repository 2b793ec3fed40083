ALTER TABLE "brands" ADD COLUMN "reward_minimum_amount" numeric(12, 2) DEFAULT '5.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "guest_slot_order_cap" integer DEFAULT 2;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "one_time_password_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD COLUMN "email_key" varchar(254);--> statement-breakpoint
CREATE INDEX "coupon_redemptions_account" ON "coupon_redemptions" USING btree ("coupon_id","customer_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_email" ON "coupon_redemptions" USING btree ("coupon_id","email_key");--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_reward_minimum_amount" CHECK ("brands"."reward_minimum_amount" >= 0);--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_guest_slot_order_cap" CHECK (coalesce("brands"."guest_slot_order_cap", 1) > 0);--> statement-breakpoint
UPDATE "staff_accounts" SET "is_demo" = true WHERE "email" IN ('staff.dallas@whitlocks.example', 'staff.austin@whitlocks.example', 'admin@whitlocks.example');--> statement-breakpoint
UPDATE "staff_accounts" SET "one_time_password_expires_at" = "updated_at" + interval '24 hours' WHERE "must_change_password";
