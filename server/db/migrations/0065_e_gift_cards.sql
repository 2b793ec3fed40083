CREATE TABLE "e_gift_cards" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"country" varchar(2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"customer_id" integer,
	"sender_name" varchar(80) NOT NULL,
	"sender_email" varchar(254) NOT NULL,
	"recipient_name" varchar(80) NOT NULL,
	"recipient_email" varchar(254) NOT NULL,
	"message" varchar(250),
	"language" varchar(2) NOT NULL,
	"deliver_on" date NOT NULL,
	"deliver_at" timestamp with time zone NOT NULL,
	"status" varchar(12) NOT NULL,
	"hold_reason" varchar(16),
	"gift_card_id" integer,
	"sealed_card" text,
	"gateway_key" varchar(300) NOT NULL,
	"card_label" varchar(80),
	"capture_reference" text,
	"failure_code" varchar(40),
	"sends" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	CONSTRAINT "e_gift_cards_amount_positive" CHECK ("e_gift_cards"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "e_gift_cards" ADD CONSTRAINT "e_gift_cards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_gift_cards" ADD CONSTRAINT "e_gift_cards_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "e_gift_cards_due" ON "e_gift_cards" USING btree ("status","deliver_at");--> statement-breakpoint
CREATE INDEX "e_gift_cards_customer" ON "e_gift_cards" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "e_gift_cards_recipient" ON "e_gift_cards" USING btree ("recipient_email");
