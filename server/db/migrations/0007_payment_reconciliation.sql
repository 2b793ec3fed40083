CREATE TABLE "sandbox_gateway_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"idempotency_key" text,
	"subject" text NOT NULL,
	"result_id" text,
	"amount" numeric(12, 2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "gateway_key" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "request_key" varchar(64);--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "order_total" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "locale" varchar(16);--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_gateway_ledger_authorization" ON "sandbox_gateway_ledger" USING btree ("idempotency_key") WHERE "sandbox_gateway_ledger"."kind" = 'authorization';--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_gateway_ledger_settlement" ON "sandbox_gateway_ledger" USING btree ("subject") WHERE "sandbox_gateway_ledger"."kind" in ('capture', 'void', 'paypal-capture');--> statement-breakpoint
CREATE INDEX "sandbox_gateway_ledger_subject" ON "sandbox_gateway_ledger" USING btree ("subject");--> statement-breakpoint
CREATE INDEX "payment_attempts_pending_since" ON "payment_attempts" USING btree ("created_at") WHERE "payment_attempts"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payment_attempts_request" ON "payment_attempts" USING btree ("request_key");--> statement-breakpoint
UPDATE "payment_attempts" SET "gateway_key" = CASE "method" WHEN 'paypal' THEN "gateway_reference" ELSE "id"::text END WHERE "method" IN ('card', 'paypal');