CREATE TABLE "brand_late_settings" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"grace_minutes" integer DEFAULT 10 NOT NULL,
	"credit_after_minutes" integer DEFAULT 30 NOT NULL,
	"credit_points" integer DEFAULT 100 NOT NULL,
	"coupon_percent" numeric(5, 2) DEFAULT '15.00' NOT NULL,
	CONSTRAINT "brand_late_settings_grace" CHECK ("brand_late_settings"."grace_minutes" between 0 and 240),
	CONSTRAINT "brand_late_settings_credit_after" CHECK ("brand_late_settings"."credit_after_minutes" > "brand_late_settings"."grace_minutes" and "brand_late_settings"."credit_after_minutes" <= 480),
	CONSTRAINT "brand_late_settings_points" CHECK ("brand_late_settings"."credit_points" between 1 and 100000),
	CONSTRAINT "brand_late_settings_coupon" CHECK ("brand_late_settings"."coupon_percent" > 0 and "brand_late_settings"."coupon_percent" <= 100)
);
--> statement-breakpoint
CREATE TABLE "order_late_notices" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"promised_at" timestamp with time zone NOT NULL,
	"new_ready_at" timestamp with time zone NOT NULL,
	"noticed_at" timestamp with time zone NOT NULL,
	"channel" varchar(8) NOT NULL,
	"credited_at" timestamp with time zone,
	"credit_kind" varchar(8),
	"credit_points" integer,
	"coupon_code" varchar(40)
);
--> statement-breakpoint
CREATE TABLE "sms_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"brand_id" integer NOT NULL,
	"phone" varchar(16) NOT NULL,
	"locale" varchar(16) NOT NULL,
	"wording" varchar(1000) NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sms_consents_phone_e164" CHECK ("sms_consents"."phone" ~ '^\+[1-9][0-9]{6,14}$')
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"order_id" uuid,
	"kind" varchar(20) NOT NULL,
	"to_phone" varchar(16) NOT NULL,
	"body" varchar(1600) NOT NULL,
	"status" varchar(12) DEFAULT 'outbox' NOT NULL,
	"provider_id" varchar(64),
	"error" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_opt_outs" (
	"brand_id" integer NOT NULL,
	"phone" varchar(16) NOT NULL,
	"opted_out_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sms_opt_outs_brand_id_phone_pk" PRIMARY KEY("brand_id","phone")
);
--> statement-breakpoint
ALTER TABLE "points_ledger" DROP CONSTRAINT "points_ledger_reason";--> statement-breakpoint
ALTER TABLE "order_late_notices" ADD CONSTRAINT "order_late_notices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_consents" ADD CONSTRAINT "sms_consents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_late_notices_uncredited" ON "order_late_notices" USING btree ("noticed_at") WHERE "order_late_notices"."credited_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_consents_order" ON "sms_consents" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_messages_order_kind" ON "sms_messages" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "sms_messages_created" ON "sms_messages" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_reason" CHECK ("points_ledger"."reason" in ('order_earned', 'order_reversed', 'store_redeemed', 'survey', 'adjustment', 'reward_returned', 'running_late'));