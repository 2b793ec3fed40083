CREATE TABLE "coupon_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"code" varchar(40) NOT NULL,
	CONSTRAINT "coupon_codes_code_upper_case" CHECK ("coupon_codes"."code" = upper("coupon_codes"."code"))
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"coupon_code_id" integer,
	"order_id" uuid NOT NULL,
	"customer_key" varchar(300) NOT NULL,
	"discount" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"country_code" varchar(2),
	"code" varchar(40) NOT NULL,
	"title" varchar(120) NOT NULL,
	"serialized" boolean DEFAULT false NOT NULL,
	"type_id" smallint NOT NULL,
	"value" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"item_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"subcategory_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"handoff_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"minimum_amount" numeric(12, 2),
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"per_customer_limit" integer,
	"usage_limit" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_type" CHECK ("coupons"."type_id" between 1 and 9),
	CONSTRAINT "coupons_value" CHECK ("coupons"."value" >= 0),
	CONSTRAINT "coupons_code_upper_case" CHECK ("coupons"."code" = upper("coupons"."code")),
	CONSTRAINT "coupons_limits" CHECK (coalesce("coupons"."per_customer_limit", 1) > 0 and coalesce("coupons"."usage_limit", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "order_coupons" (
	"order_id" uuid NOT NULL,
	"coupon_id" integer NOT NULL,
	"coupon_code_id" integer,
	"code" varchar(40) NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_coupons_order_id_coupon_id_pk" PRIMARY KEY("order_id","coupon_id")
);
--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD CONSTRAINT "coupon_codes_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_code_id_coupon_codes_id_fk" FOREIGN KEY ("coupon_code_id") REFERENCES "public"."coupon_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_coupons" ADD CONSTRAINT "order_coupons_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_coupons" ADD CONSTRAINT "order_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_coupons" ADD CONSTRAINT "order_coupons_coupon_code_id_coupon_codes_id_fk" FOREIGN KEY ("coupon_code_id") REFERENCES "public"."coupon_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_codes_brand_code" ON "coupon_codes" USING btree ("brand_id","code");--> statement-breakpoint
CREATE INDEX "coupon_codes_coupon" ON "coupon_codes" USING btree ("coupon_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_order_coupon" ON "coupon_redemptions" USING btree ("order_id","coupon_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_code" ON "coupon_redemptions" USING btree ("coupon_code_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_customer" ON "coupon_redemptions" USING btree ("coupon_id","customer_key");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_brand_code" ON "coupons" USING btree ("brand_id","code");