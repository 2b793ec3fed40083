CREATE TABLE "order_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"reason" varchar(500) NOT NULL,
	"reference" text,
	"failure_message" varchar(300),
	"staff_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "order_refunds_amount_positive" CHECK ("order_refunds"."amount" > 0),
	CONSTRAINT "order_refunds_status" CHECK ("order_refunds"."status" in ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
DROP INDEX "order_outbox_order_event_listener";--> statement-breakpoint
ALTER TABLE "order_outbox" ADD COLUMN "occurrence" varchar(40) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_refunds_order" ON "order_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_refunds_payment" ON "order_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_outbox_order_event_listener" ON "order_outbox" USING btree ("order_id","event","listener","occurrence");