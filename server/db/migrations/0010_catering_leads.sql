CREATE TABLE "catering_estimates" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"fees" jsonb NOT NULL,
	"tax_rate" numeric(8, 6) NOT NULL,
	"tax_exempt" boolean NOT NULL,
	"deposit_rate" numeric(8, 6) NOT NULL,
	"subtotal" numeric(12, 2) NOT NULL,
	"fees_total" numeric(12, 2) NOT NULL,
	"tax" numeric(12, 2) NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"deposit" numeric(12, 2) NOT NULL,
	"balance" numeric(12, 2) NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"sent_by" jsonb NOT NULL,
	CONSTRAINT "catering_estimates_version" UNIQUE("lead_id","version")
);
--> statement-breakpoint
CREATE TABLE "catering_lead_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"event" varchar(32) NOT NULL,
	"actor" jsonb NOT NULL,
	"reason" varchar(500),
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catering_leads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "catering_leads_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 5001 CACHE 1),
	"brand_id" integer NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"locale" varchar(35) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"location_id" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"customer_id" integer,
	"contact" jsonb NOT NULL,
	"handoff_id" smallint NOT NULL,
	"delivery_address" jsonb,
	"event_starts_at" timestamp with time zone NOT NULL,
	"event_date" varchar(10) NOT NULL,
	"event_time" varchar(5) NOT NULL,
	"time_zone" varchar(64) NOT NULL,
	"headcount" integer NOT NULL,
	"company" varchar(120),
	"notes" varchar(1000),
	"tax_exempt_id" varchar(20),
	"request_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"request_total" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"status_id" smallint NOT NULL,
	"link_nonce" varchar(32) NOT NULL,
	"rejection_reason" varchar(500),
	"amount_paid" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"reminders_sent" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"feedback_requested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catering_leads_order" UNIQUE("order_id"),
	CONSTRAINT "catering_leads_number" UNIQUE("number"),
	CONSTRAINT "catering_leads_status_range" CHECK ("catering_leads"."status_id" between 1 and 17),
	CONSTRAINT "catering_leads_headcount" CHECK ("catering_leads"."headcount" > 0)
);
--> statement-breakpoint
CREATE TABLE "kitchen_capacity_holds" (
	"lead_id" uuid NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"location_id" integer NOT NULL,
	"places" integer NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "kitchen_capacity_holds_lead_id_slot_start_pk" PRIMARY KEY("lead_id","slot_start"),
	CONSTRAINT "kitchen_capacity_holds_places" CHECK ("kitchen_capacity_holds"."places" > 0)
);
--> statement-breakpoint
ALTER TABLE "catering_estimates" ADD CONSTRAINT "catering_estimates_lead_id_catering_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."catering_leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catering_lead_history" ADD CONSTRAINT "catering_lead_history_lead_id_catering_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."catering_leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catering_leads" ADD CONSTRAINT "catering_leads_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catering_leads" ADD CONSTRAINT "catering_leads_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_capacity_holds" ADD CONSTRAINT "kitchen_capacity_holds_lead_id_catering_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."catering_leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catering_lead_history_lead" ON "catering_lead_history" USING btree ("lead_id","at");--> statement-breakpoint
CREATE INDEX "catering_leads_status" ON "catering_leads" USING btree ("status_id");--> statement-breakpoint
CREATE INDEX "catering_leads_customer" ON "catering_leads" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "catering_leads_location" ON "catering_leads" USING btree ("location_id","event_starts_at");--> statement-breakpoint
CREATE INDEX "kitchen_capacity_holds_slot" ON "kitchen_capacity_holds" USING btree ("location_id","slot_start");