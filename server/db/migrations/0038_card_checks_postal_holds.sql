ALTER TABLE "order_review_holds" DROP CONSTRAINT "order_review_holds_reason";--> statement-breakpoint
ALTER TABLE "order_review_holds" ALTER COLUMN "threshold" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "cvc_check" varchar(12);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "postal_code_check" varchar(12);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "line1_check" varchar(12);--> statement-breakpoint
ALTER TABLE "order_review_holds" ADD CONSTRAINT "order_review_holds_reason" CHECK ("order_review_holds"."reason" in ('guest', 'new-account', 'postal-code'));