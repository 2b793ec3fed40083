CREATE TABLE "scheduled_price_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"spec" jsonb NOT NULL,
	"preview_count" integer NOT NULL,
	"applied_count" integer,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "location_items" ALTER COLUMN "price" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "scheduled_price_changes" ADD CONSTRAINT "scheduled_price_changes_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_price_changes" ADD CONSTRAINT "scheduled_price_changes_created_by_staff_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scheduled_price_changes_due" ON "scheduled_price_changes" USING btree ("status","run_at");