ALTER TABLE "staff_audit_log" ALTER COLUMN "staff_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_audit_log" ALTER COLUMN "subject_type" SET DATA TYPE varchar(32);--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD COLUMN "email" varchar(254);--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD COLUMN "brand_id" integer;--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD COLUMN "client_address" varchar(64);--> statement-breakpoint
CREATE INDEX "staff_audit_log_created" ON "staff_audit_log" USING btree ("created_at");