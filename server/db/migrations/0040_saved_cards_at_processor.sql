CREATE TABLE "sandbox_gateway_payment_methods" (
	"payment_method_ref" text PRIMARY KEY NOT NULL,
	"customer_ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"detached_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "processor_customers" (
	"customer_id" integer NOT NULL,
	"processor" varchar(16) NOT NULL,
	"customer_ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processor_customers_customer_id_processor_pk" PRIMARY KEY("customer_id","processor")
);
--> statement-breakpoint
-- A card saved before kept a reusable token, which no processor knows as a saved card: such rows
-- are removed, and the diner saves the card again.
DELETE FROM "saved_cards";--> statement-breakpoint
ALTER TABLE "saved_cards" ADD COLUMN "processor" varchar(16) NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD COLUMN "customer_ref" text NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD COLUMN "payment_method_ref" text NOT NULL;--> statement-breakpoint
ALTER TABLE "processor_customers" ADD CONSTRAINT "processor_customers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_payment_method" ON "saved_cards" USING btree ("processor","payment_method_ref");