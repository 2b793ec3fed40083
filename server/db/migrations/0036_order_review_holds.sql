CREATE TABLE "order_review_holds" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"reason" varchar(16) NOT NULL,
	"threshold" numeric(12, 2) NOT NULL,
	"account_created_at" timestamp with time zone,
	"held_at" timestamp with time zone NOT NULL,
	"resolution" varchar(16),
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"note" varchar(500),
	CONSTRAINT "order_review_holds_reason" CHECK ("order_review_holds"."reason" in ('guest', 'new-account')),
	CONSTRAINT "order_review_holds_resolution" CHECK (("order_review_holds"."resolution" is null) = ("order_review_holds"."resolved_at" is null))
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "review_hold_threshold" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "order_review_holds" ADD CONSTRAINT "order_review_holds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_review_holds" ADD CONSTRAINT "order_review_holds_resolved_by_staff_accounts_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_review_holds_pending" ON "order_review_holds" USING btree ("held_at") WHERE "order_review_holds"."resolved_at" is null;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_review_hold_threshold" CHECK (coalesce("brands"."review_hold_threshold", 0) >= 0);