CREATE TABLE "idempotency_keys" (
	"scope" varchar(200) NOT NULL,
	"key" varchar(255) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "location_category_settings" (
	"location_id" integer NOT NULL,
	"category_id" smallint NOT NULL,
	"delivery_radius_km" double precision,
	"min_item_quantity" integer,
	"min_amount" numeric(12, 2),
	"min_items" integer,
	"max_items" integer,
	CONSTRAINT "location_category_settings_location_id_category_id_pk" PRIMARY KEY("location_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "order_item_options" (
	"order_item_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"price_delta" numeric(12, 2) NOT NULL,
	CONSTRAINT "order_item_options_order_item_id_option_id_pk" PRIMARY KEY("order_item_id","option_id")
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"item_id" integer NOT NULL,
	"section_id" integer,
	"quantity" integer NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"special_instructions" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "orders_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 100001 CACHE 1),
	"brand_id" integer NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"location_id" integer NOT NULL,
	"category_id" smallint NOT NULL,
	"handoff_id" smallint NOT NULL,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"access_token_hash" varchar(64) NOT NULL,
	"customer_id" integer,
	"guest" jsonb,
	"delivery_address" jsonb,
	"apt_suit_bldg" varchar(80),
	"delivery_instructions" varchar(500),
	"timeslot_start" timestamp with time zone,
	"timeslot_asap" boolean DEFAULT false NOT NULL,
	"tip_kind" varchar(8),
	"tip_value" numeric(12, 2),
	"subtotal" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"discount_total" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"delivery_fee" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"taxes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tax_total" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"tip" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"total" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "timeslot_reservations" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timeslot_slots" (
	"location_id" integer NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	CONSTRAINT "timeslot_slots_location_id_slot_start_pk" PRIMARY KEY("location_id","slot_start")
);
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "delivery_fee" numeric(12, 2) DEFAULT '4.99' NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "delivery_radius_km" double precision DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "slot_capacity" integer DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "location_category_settings" ADD CONSTRAINT "location_category_settings_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_options" ADD CONSTRAINT "order_item_options_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_options" ADD CONSTRAINT "order_item_options_option_id_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeslot_reservations" ADD CONSTRAINT "timeslot_reservations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeslot_slots" ADD CONSTRAINT "timeslot_slots_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_items_order" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_location" ON "orders" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "orders_customer" ON "orders" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "timeslot_reservations_slot" ON "timeslot_reservations" USING btree ("location_id","slot_start");