CREATE TABLE "location_handoffs" (
	"location_id" integer NOT NULL,
	"handoff_id" smallint NOT NULL,
	"offered" boolean NOT NULL,
	"lead_minutes" integer,
	"instructions" varchar(300),
	CONSTRAINT "location_handoffs_location_id_handoff_id_pk" PRIMARY KEY("location_id","handoff_id")
);
--> statement-breakpoint
CREATE TABLE "order_handoff_details" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"vehicle_id" integer,
	"vehicle_make" varchar(40),
	"vehicle_model" varchar(40),
	"vehicle_colour" varchar(30),
	"vehicle_plate" varchar(12),
	"table_number" integer,
	"arrived_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "customer_vehicles" ADD COLUMN "plate" varchar(12);--> statement-breakpoint
ALTER TABLE "location_handoffs" ADD CONSTRAINT "location_handoffs_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_handoff_details" ADD CONSTRAINT "order_handoff_details_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_handoff_details" ADD CONSTRAINT "order_handoff_details_vehicle_id_customer_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."customer_vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_handoff_details_vehicle" ON "order_handoff_details" USING btree ("vehicle_id");