CREATE TABLE "job_applications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"locale" varchar(35) NOT NULL,
	"location_id" integer NOT NULL,
	"position_id" smallint NOT NULL,
	"first_name" varchar(80) NOT NULL,
	"last_name" varchar(80) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(32) NOT NULL,
	"days" jsonb NOT NULL,
	"shifts" jsonb NOT NULL,
	"file_key" varchar(200) NOT NULL,
	"file_kind" varchar(8) NOT NULL,
	"file_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_applications_file_bytes" CHECK ("job_applications"."file_bytes" > 0)
);
--> statement-breakpoint
CREATE TABLE "job_openings" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"position_id" smallint NOT NULL,
	CONSTRAINT "job_openings_position" CHECK ("job_openings"."position_id" > 0)
);
--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_openings" ADD CONSTRAINT "job_openings_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_applications_location" ON "job_applications" USING btree ("location_id","created_at");--> statement-breakpoint
CREATE INDEX "job_applications_brand" ON "job_applications" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_openings_location_position" ON "job_openings" USING btree ("location_id","position_id");