CREATE TABLE "stripe_webhook_events" (
	"id" varchar(255) PRIMARY KEY NOT NULL,
	"type" varchar(64) NOT NULL,
	"object_id" varchar(255),
	"order_id" uuid,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "stripe_webhook_events_type" ON "stripe_webhook_events" USING btree ("type","received_at");