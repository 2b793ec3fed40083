ALTER TABLE "e_gift_cards" ADD COLUMN "buyer_language" varchar(2);--> statement-breakpoint
ALTER TABLE "e_gift_cards" ADD COLUMN "refund_status" varchar(10);--> statement-breakpoint
ALTER TABLE "e_gift_cards" ADD COLUMN "refund_reference" text;--> statement-breakpoint
ALTER TABLE "e_gift_cards" ADD COLUMN "refund_failure" varchar(300);--> statement-breakpoint
ALTER TABLE "e_gift_cards" ADD COLUMN "refunded_at" timestamp with time zone;