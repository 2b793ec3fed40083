CREATE TABLE "holiday_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"location_id" integer,
	"holiday_start" date NOT NULL,
	"holiday_end" date NOT NULL,
	"preorder_start" date NOT NULL,
	"preorder_end" date NOT NULL,
	"timeslot_gen_start" date NOT NULL,
	"timeslot_gen_end" date NOT NULL,
	CONSTRAINT "holiday_settings_holiday_order" CHECK ("holiday_settings"."holiday_start" <= "holiday_settings"."holiday_end"),
	CONSTRAINT "holiday_settings_preorder_order" CHECK ("holiday_settings"."preorder_start" <= "holiday_settings"."preorder_end"),
	CONSTRAINT "holiday_settings_timeslot_gen_order" CHECK ("holiday_settings"."timeslot_gen_start" <= "holiday_settings"."timeslot_gen_end")
);
--> statement-breakpoint
ALTER TABLE "holiday_settings" ADD CONSTRAINT "holiday_settings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday_settings" ADD CONSTRAINT "holiday_settings_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "holiday_settings_brand" ON "holiday_settings" USING btree ("brand_id") WHERE "holiday_settings"."location_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "holiday_settings_location" ON "holiday_settings" USING btree ("location_id");