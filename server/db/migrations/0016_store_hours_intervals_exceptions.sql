CREATE TABLE "location_hours_exceptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"date" date NOT NULL,
	"intervals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"occasion" varchar(40),
	"note" varchar(80),
	CONSTRAINT "location_hours_exceptions_intervals" CHECK (jsonb_typeof("location_hours_exceptions"."intervals") = 'array')
);
--> statement-breakpoint
ALTER TABLE "location_hours" ADD COLUMN "interval" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "location_hours" DROP CONSTRAINT "location_hours_location_id_weekday_pk";--> statement-breakpoint
ALTER TABLE "location_hours" ADD CONSTRAINT "location_hours_location_id_weekday_interval_pk" PRIMARY KEY("location_id","weekday","interval");--> statement-breakpoint
ALTER TABLE "location_hours_exceptions" ADD CONSTRAINT "location_hours_exceptions_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "location_hours_exceptions_location_date" ON "location_hours_exceptions" USING btree ("location_id","date");--> statement-breakpoint
ALTER TABLE "location_hours" ADD CONSTRAINT "location_hours_weekday" CHECK ("location_hours"."weekday" between 1 and 7);--> statement-breakpoint
ALTER TABLE "location_hours" ADD CONSTRAINT "location_hours_interval" CHECK ("location_hours"."interval" between 0 and 5);