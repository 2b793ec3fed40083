ALTER TABLE "order_deliveries" DROP CONSTRAINT "order_deliveries_fees";--> statement-breakpoint
ALTER TABLE "order_deliveries" ADD COLUMN "choice" varchar(16);--> statement-breakpoint
ALTER TABLE "order_deliveries" ADD COLUMN "chosen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_deliveries" ADD CONSTRAINT "order_deliveries_choice" CHECK ("order_deliveries"."choice" IN ('refund', 'carryout'));--> statement-breakpoint
ALTER TABLE "order_deliveries" ADD CONSTRAINT "order_deliveries_fees" CHECK ("order_deliveries"."quote_fee" >= 0 AND "order_deliveries"."diner_fee" >= 0);