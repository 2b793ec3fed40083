CREATE TABLE "brands" (
	"id" integer PRIMARY KEY NOT NULL,
	"folder_path" varchar(80) NOT NULL,
	"meta_title" varchar(160) NOT NULL,
	"title" varchar(120) NOT NULL,
	"short_title" varchar(60) NOT NULL,
	"web_url" varchar(200) NOT NULL,
	"config" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"state_id" integer NOT NULL,
	"name" varchar(80) NOT NULL,
	"slug" varchar(80) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" varchar(2) NOT NULL,
	"label" varchar(80) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"online_ordering" boolean NOT NULL,
	"locales" jsonb NOT NULL,
	CONSTRAINT "countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"slug" varchar(120) NOT NULL,
	"title" varchar(120) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"base_price" numeric(12, 2) NOT NULL,
	"unit" varchar(16) DEFAULT 'each' NOT NULL,
	"min_quantity" integer DEFAULT 1 NOT NULL,
	"calories" integer,
	"image_url" varchar(300),
	"is_holiday" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_hours" (
	"location_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"active" boolean NOT NULL,
	"opened" time,
	"closed" time,
	"by_appointment_only" boolean DEFAULT false NOT NULL,
	CONSTRAINT "location_hours_location_id_weekday_pk" PRIMARY KEY("location_id","weekday")
);
--> statement-breakpoint
CREATE TABLE "location_items" (
	"location_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	CONSTRAINT "location_items_location_id_item_id_pk" PRIMARY KEY("location_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "location_menus" (
	"location_id" integer NOT NULL,
	"menu_id" integer NOT NULL,
	CONSTRAINT "location_menus_location_id_menu_id_pk" PRIMARY KEY("location_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"state_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"slug" varchar(120) NOT NULL,
	"title" varchar(120) NOT NULL,
	"subtitle" varchar(200),
	"phone" varchar(32) NOT NULL,
	"address" varchar(200) NOT NULL,
	"zip" varchar(16) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"time_zone" varchar(64) NOT NULL,
	"tax_rate" numeric(6, 5) NOT NULL,
	"online_ordering" boolean NOT NULL,
	"accepting_orders" boolean DEFAULT true NOT NULL,
	"image_url" varchar(300),
	"social_networks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"delivery_partners" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"category_id" smallint NOT NULL,
	"slug" varchar(80) NOT NULL,
	"title" varchar(120) NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "option_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"title" varchar(120) NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"min_choices" integer DEFAULT 0 NOT NULL,
	"max_choices" integer DEFAULT 1 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "options" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"title" varchar(120) NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"price_delta" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "section_items" (
	"section_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "section_items_section_id_item_id_pk" PRIMARY KEY("section_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu_id" integer NOT NULL,
	"slug" varchar(80) NOT NULL,
	"title" varchar(120) NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"label" varchar(8) NOT NULL,
	"name" varchar(80) NOT NULL,
	"slug" varchar(80) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_hours" ADD CONSTRAINT "location_hours_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_items" ADD CONSTRAINT "location_items_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_items" ADD CONSTRAINT "location_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_menus" ADD CONSTRAINT "location_menus_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_menus" ADD CONSTRAINT "location_menus_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_groups" ADD CONSTRAINT "option_groups_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "options" ADD CONSTRAINT "options_group_id_option_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."option_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_items" ADD CONSTRAINT "section_items_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_items" ADD CONSTRAINT "section_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "states" ADD CONSTRAINT "states_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cities_state_slug" ON "cities" USING btree ("state_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "items_brand_slug" ON "items" USING btree ("brand_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_brand_slug" ON "locations" USING btree ("brand_id","slug");--> statement-breakpoint
CREATE INDEX "locations_city" ON "locations" USING btree ("city_id");--> statement-breakpoint
CREATE UNIQUE INDEX "menus_brand_slug" ON "menus" USING btree ("brand_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "sections_menu_slug" ON "sections" USING btree ("menu_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "states_country_label" ON "states" USING btree ("country_id","label");--> statement-breakpoint
CREATE UNIQUE INDEX "states_country_slug" ON "states" USING btree ("country_id","slug");