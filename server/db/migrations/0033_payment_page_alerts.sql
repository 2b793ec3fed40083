CREATE TABLE "payment_page_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"fingerprint" varchar(64) NOT NULL,
	"route" varchar(120) NOT NULL,
	"kind" varchar(24) NOT NULL,
	"subject" varchar(2000) NOT NULL,
	"detail" varchar(2000) NOT NULL,
	"detected_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_page_alerts_open_fingerprint" ON "payment_page_alerts" USING btree ("fingerprint") WHERE "payment_page_alerts"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "payment_page_alerts_detected" ON "payment_page_alerts" USING btree ("detected_at");