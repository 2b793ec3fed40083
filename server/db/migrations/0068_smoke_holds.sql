ALTER TABLE "smoke_ledger" DROP CONSTRAINT "smoke_ledger_kind";--> statement-breakpoint
ALTER TABLE "smoke_ledger" DROP CONSTRAINT "smoke_ledger_sign";--> statement-breakpoint
DROP INDEX "smoke_ledger_order_once";--> statement-breakpoint
ALTER TABLE "smoke_ledger" ADD COLUMN "attempt_id" uuid;--> statement-breakpoint
ALTER TABLE "smoke_ledger" ADD CONSTRAINT "smoke_ledger_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "smoke_ledger_attempt_once" ON "smoke_ledger" USING btree ("attempt_id","item_id","kind") WHERE "smoke_ledger"."attempt_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "smoke_ledger_order" ON "smoke_ledger" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "smoke_ledger_order_once" ON "smoke_ledger" USING btree ("order_id","item_id","kind") WHERE "smoke_ledger"."order_id" IS NOT NULL AND "smoke_ledger"."kind" IN ('sold', 'returned');--> statement-breakpoint
ALTER TABLE "smoke_ledger" ADD CONSTRAINT "smoke_ledger_kind" CHECK ("smoke_ledger"."kind" IN ('smoked', 'sold', 'returned', 'held', 'released'));--> statement-breakpoint
ALTER TABLE "smoke_ledger" ADD CONSTRAINT "smoke_ledger_sign" CHECK (("smoke_ledger"."kind" IN ('sold', 'held') AND "smoke_ledger"."quantity" < 0) OR ("smoke_ledger"."kind" IN ('returned', 'released') AND "smoke_ledger"."quantity" > 0) OR "smoke_ledger"."kind" = 'smoked');