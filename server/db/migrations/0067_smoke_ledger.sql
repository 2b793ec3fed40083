CREATE TABLE "smoke_days" (
	"location_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"day" date NOT NULL,
	"counted_as" varchar(8) NOT NULL,
	"entered" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "smoke_days_location_id_item_id_day_pk" PRIMARY KEY("location_id","item_id","day"),
	CONSTRAINT "smoke_days_counted_as" CHECK ("smoke_days"."counted_as" IN ('rack', 'piece', 'weight'))
);
--> statement-breakpoint
CREATE TABLE "smoke_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" varchar(8) NOT NULL,
	"quantity" integer NOT NULL,
	"order_id" uuid,
	"staff_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "smoke_ledger_kind" CHECK ("smoke_ledger"."kind" IN ('smoked', 'sold', 'returned')),
	CONSTRAINT "smoke_ledger_sign" CHECK (("smoke_ledger"."kind" = 'sold' AND "smoke_ledger"."quantity" < 0) OR ("smoke_ledger"."kind" = 'returned' AND "smoke_ledger"."quantity" > 0) OR "smoke_ledger"."kind" = 'smoked')
);
--> statement-breakpoint
ALTER TABLE "smoke_days" ADD CONSTRAINT "smoke_days_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smoke_days" ADD CONSTRAINT "smoke_days_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smoke_ledger" ADD CONSTRAINT "smoke_ledger_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smoke_ledger" ADD CONSTRAINT "smoke_ledger_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smoke_ledger" ADD CONSTRAINT "smoke_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smoke_ledger" ADD CONSTRAINT "smoke_ledger_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "smoke_ledger_day" ON "smoke_ledger" USING btree ("location_id","item_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "smoke_ledger_order_once" ON "smoke_ledger" USING btree ("order_id","item_id","kind") WHERE "smoke_ledger"."order_id" IS NOT NULL;