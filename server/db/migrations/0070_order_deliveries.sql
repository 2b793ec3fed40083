CREATE TABLE "delivery_fee_caps" (
	"brand_id" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"max_diner_fee" numeric(12, 2) NOT NULL,
	CONSTRAINT "delivery_fee_caps_brand_id_currency_pk" PRIMARY KEY("brand_id","currency"),
	CONSTRAINT "delivery_fee_caps_non_negative" CHECK ("delivery_fee_caps"."max_diner_fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "dispatch_webhook_events" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"provider" varchar(16) NOT NULL,
	"external_id" varchar(64) NOT NULL,
	"event" varchar(64) NOT NULL,
	"stage" varchar(16),
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_deliveries" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"provider" varchar(16) NOT NULL,
	"external_id" varchar(64) NOT NULL,
	"quote_fee" numeric(12, 2) NOT NULL,
	"diner_fee" numeric(12, 2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"pickup_at" timestamp with time zone NOT NULL,
	"dropoff_at" timestamp with time zone NOT NULL,
	"quote_expires_at" timestamp with time zone NOT NULL,
	"book_at" timestamp with time zone,
	"booked_at" timestamp with time zone,
	"provider_ref" varchar(80),
	"tracking_url" varchar(2000),
	"stage" varchar(16) NOT NULL,
	"failure" varchar(300),
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_deliveries_external_id_unique" UNIQUE("external_id"),
	CONSTRAINT "order_deliveries_stage" CHECK ("order_deliveries"."stage" IN ('quoted', 'requested', 'assigned', 'picked_up', 'dropped_off', 'cancelled')),
	CONSTRAINT "order_deliveries_fees" CHECK ("order_deliveries"."quote_fee" >= 0 AND "order_deliveries"."diner_fee" >= 0 AND "order_deliveries"."diner_fee" <= "order_deliveries"."quote_fee")
);
--> statement-breakpoint
ALTER TABLE "delivery_fee_caps" ADD CONSTRAINT "delivery_fee_caps_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_deliveries" ADD CONSTRAINT "order_deliveries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispatch_webhook_events_delivery" ON "dispatch_webhook_events" USING btree ("external_id");--> statement-breakpoint
CREATE INDEX "order_deliveries_book_at" ON "order_deliveries" USING btree ("book_at");