CREATE TABLE "general_feedback" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"locale" varchar(35) NOT NULL,
	"first_name" varchar(80) NOT NULL,
	"last_name" varchar(80) NOT NULL,
	"email" varchar(254) NOT NULL,
	"feedback_type_id" smallint NOT NULL,
	"message" varchar(2000) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "general_feedback_type" CHECK ("general_feedback"."feedback_type_id" > 0)
);
--> statement-breakpoint
CREATE TABLE "talk_to_submissions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"locale" varchar(35) NOT NULL,
	"location_id" integer NOT NULL,
	"first_name" varchar(80) NOT NULL,
	"last_name" varchar(80) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(32),
	"visit_date" varchar(10) NOT NULL,
	"visit_type_id" smallint NOT NULL,
	"message" varchar(2000) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talk_to_submissions_visit_type" CHECK ("talk_to_submissions"."visit_type_id" > 0)
);
--> statement-breakpoint
ALTER TABLE "talk_to_submissions" ADD CONSTRAINT "talk_to_submissions_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "general_feedback_brand" ON "general_feedback" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "talk_to_submissions_location" ON "talk_to_submissions" USING btree ("location_id","created_at");--> statement-breakpoint
CREATE INDEX "talk_to_submissions_brand" ON "talk_to_submissions" USING btree ("brand_id","created_at");