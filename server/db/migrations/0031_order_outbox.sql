CREATE TABLE "order_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"event" varchar(20) NOT NULL,
	"listener" varchar(60) NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" varchar(300)
);
--> statement-breakpoint
ALTER TABLE "order_outbox" ADD CONSTRAINT "order_outbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_outbox_order_event_listener" ON "order_outbox" USING btree ("order_id","event","listener");--> statement-breakpoint
CREATE INDEX "order_outbox_undelivered" ON "order_outbox" USING btree ("id") WHERE "order_outbox"."delivered_at" is null;