CREATE TABLE "loyalty_store_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"points" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_store_items_points" CHECK ("loyalty_store_items"."points" > 0)
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"points" integer NOT NULL,
	"reason" varchar(32) NOT NULL,
	"order_id" uuid,
	"reward_id" uuid,
	"key" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_ledger_points_nonzero" CHECK ("points_ledger"."points" <> 0),
	CONSTRAINT "points_ledger_reason" CHECK ("points_ledger"."reason" in ('order_earned', 'order_reversed', 'store_redeemed', 'survey', 'adjustment', 'reward_returned'))
);
--> statement-breakpoint
CREATE TABLE "wallet_rewards" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"reward_type_id" smallint NOT NULL,
	"reward_source_id" smallint,
	"reward_kind_id" smallint NOT NULL,
	"item_id" integer,
	"store_item_id" integer,
	"points_spent" integer,
	"coupon_id" integer,
	"coupon_code" varchar(64),
	"title" varchar(160),
	"status_id" smallint DEFAULT 1 NOT NULL,
	"order_id" uuid,
	"order_item_id" integer,
	"grant_key" varchar(200),
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_rewards_type" CHECK ("wallet_rewards"."reward_type_id" in (3, 7)),
	CONSTRAINT "wallet_rewards_source" CHECK ("wallet_rewards"."reward_source_id" is null or "wallet_rewards"."reward_source_id" between 1 and 5),
	CONSTRAINT "wallet_rewards_kind" CHECK ("wallet_rewards"."reward_kind_id" between 1 and 4),
	CONSTRAINT "wallet_rewards_status" CHECK ("wallet_rewards"."status_id" between 1 and 4),
	CONSTRAINT "wallet_rewards_item_kind" CHECK ("wallet_rewards"."reward_kind_id" <> 1 or "wallet_rewards"."item_id" is not null),
	CONSTRAINT "wallet_rewards_on_order" CHECK ("wallet_rewards"."status_id" <> 2 or "wallet_rewards"."order_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "loyalty_store_items" ADD CONSTRAINT "loyalty_store_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_rewards" ADD CONSTRAINT "wallet_rewards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_rewards" ADD CONSTRAINT "wallet_rewards_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_rewards" ADD CONSTRAINT "wallet_rewards_store_item_id_loyalty_store_items_id_fk" FOREIGN KEY ("store_item_id") REFERENCES "public"."loyalty_store_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_rewards" ADD CONSTRAINT "wallet_rewards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_rewards" ADD CONSTRAINT "wallet_rewards_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_store_items_brand_item" ON "loyalty_store_items" USING btree ("brand_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_key" ON "points_ledger" USING btree ("key");--> statement-breakpoint
CREATE INDEX "points_ledger_customer" ON "points_ledger" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "points_ledger_order" ON "points_ledger" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "wallet_rewards_customer" ON "wallet_rewards" USING btree ("customer_id","status_id");--> statement-breakpoint
CREATE INDEX "wallet_rewards_order" ON "wallet_rewards" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_rewards_grant_key" ON "wallet_rewards" USING btree ("grant_key");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_rewards_order_item" ON "wallet_rewards" USING btree ("order_item_id");