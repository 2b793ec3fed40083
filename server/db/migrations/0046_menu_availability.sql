CREATE TABLE "item_dayparts" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"starts" time NOT NULL,
	"ends" time NOT NULL,
	CONSTRAINT "item_dayparts_order" CHECK ("item_dayparts"."starts" < "item_dayparts"."ends")
);
--> statement-breakpoint
CREATE TABLE "location_item_sold_out" (
	"location_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"marked_by" integer,
	"marked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "location_item_sold_out_location_id_item_id_pk" PRIMARY KEY("location_id","item_id")
);
--> statement-breakpoint
ALTER TABLE "item_dayparts" ADD CONSTRAINT "item_dayparts_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_item_sold_out" ADD CONSTRAINT "location_item_sold_out_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_item_sold_out" ADD CONSTRAINT "location_item_sold_out_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_item_sold_out" ADD CONSTRAINT "location_item_sold_out_marked_by_staff_accounts_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_dayparts_item" ON "item_dayparts" USING btree ("item_id");