CREATE TABLE "location_options" (
	"location_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"price_delta" numeric(12, 2) NOT NULL,
	CONSTRAINT "location_options_location_id_option_id_pk" PRIMARY KEY("location_id","option_id")
);
--> statement-breakpoint
ALTER TABLE "location_options" ADD CONSTRAINT "location_options_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_options" ADD CONSTRAINT "location_options_option_id_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."options"("id") ON DELETE cascade ON UPDATE no action;