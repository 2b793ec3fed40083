CREATE TABLE "catering_contest_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"locale" varchar(35) NOT NULL,
	"period" varchar(7) NOT NULL,
	"location_id" integer,
	"first_name" varchar(80) NOT NULL,
	"last_name" varchar(80) NOT NULL,
	"email" varchar(254) NOT NULL,
	"email_key" varchar(254) NOT NULL,
	"phone" varchar(32) NOT NULL,
	"company" varchar(120),
	"headcount" integer NOT NULL,
	"occasion" varchar(120) NOT NULL,
	"reason" varchar(1000) NOT NULL,
	"rules_accepted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catering_contest_entries_headcount" CHECK ("catering_contest_entries"."headcount" > 0)
);
--> statement-breakpoint
CREATE TABLE "catering_feedback" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"locale" varchar(35) NOT NULL,
	"location_id" integer,
	"lead_id" uuid,
	"quote_number" integer,
	"first_name" varchar(80) NOT NULL,
	"last_name" varchar(80) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(32),
	"event_date" varchar(10) NOT NULL,
	"service_type_id" smallint NOT NULL,
	"rating_overall" smallint NOT NULL,
	"rating_food" smallint,
	"rating_service" smallint,
	"rating_on_time" smallint,
	"comment" varchar(2000),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catering_feedback_rating_overall" CHECK ("catering_feedback"."rating_overall" between 1 and 5),
	CONSTRAINT "catering_feedback_rating_food" CHECK ("catering_feedback"."rating_food" between 1 and 5),
	CONSTRAINT "catering_feedback_rating_service" CHECK ("catering_feedback"."rating_service" between 1 and 5),
	CONSTRAINT "catering_feedback_rating_on_time" CHECK ("catering_feedback"."rating_on_time" between 1 and 5),
	CONSTRAINT "catering_feedback_service_type" CHECK ("catering_feedback"."service_type_id" > 0)
);
--> statement-breakpoint
ALTER TABLE "catering_contest_entries" ADD CONSTRAINT "catering_contest_entries_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catering_feedback" ADD CONSTRAINT "catering_feedback_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catering_feedback" ADD CONSTRAINT "catering_feedback_lead_id_catering_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."catering_leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catering_contest_entries_one_per_season" ON "catering_contest_entries" USING btree ("brand_id","period","email_key");--> statement-breakpoint
CREATE INDEX "catering_contest_entries_location" ON "catering_contest_entries" USING btree ("location_id","created_at");--> statement-breakpoint
CREATE INDEX "catering_contest_entries_brand" ON "catering_contest_entries" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "catering_feedback_lead" ON "catering_feedback" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "catering_feedback_location" ON "catering_feedback" USING btree ("location_id","created_at");--> statement-breakpoint
CREATE INDEX "catering_feedback_brand" ON "catering_feedback" USING btree ("brand_id","created_at");