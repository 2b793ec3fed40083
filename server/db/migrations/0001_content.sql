CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"published_on" date NOT NULL,
	"author" text NOT NULL,
	"excerpt" text NOT NULL,
	"body" jsonb NOT NULL,
	"image" jsonb NOT NULL,
	"checksum" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"locale" text NOT NULL,
	"data" jsonb NOT NULL,
	"checksum" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_locale_slug_key" ON "blog_posts" USING btree ("locale","slug");--> statement-breakpoint
CREATE INDEX "blog_posts_locale_published_idx" ON "blog_posts" USING btree ("locale","published_on" DESC NULLS LAST,"slug");--> statement-breakpoint
CREATE UNIQUE INDEX "content_documents_kind_locale_key" ON "content_documents" USING btree ("kind","locale");