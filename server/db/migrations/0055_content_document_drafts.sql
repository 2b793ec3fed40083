ALTER TABLE "content_documents" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_documents" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "content_documents" ADD COLUMN "draft_publish_at" timestamp with time zone;--> statement-breakpoint
UPDATE "content_documents" SET "published_at" = "updated_at";
