CREATE TABLE "catering_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"reference" text,
	"failure_message" varchar(300),
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "catering_refunds_payment" UNIQUE("lead_id","payment_id"),
	CONSTRAINT "catering_refunds_amount_positive" CHECK ("catering_refunds"."amount" > 0),
	CONSTRAINT "catering_refunds_status" CHECK ("catering_refunds"."status" in ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "catering_refunds" ADD CONSTRAINT "catering_refunds_lead_id_catering_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."catering_leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catering_refunds" ADD CONSTRAINT "catering_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;