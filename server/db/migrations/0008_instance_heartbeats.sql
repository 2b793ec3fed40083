CREATE TABLE "api_instances" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stopped_at" timestamp with time zone,
	"session_key" integer
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "owner_instance" varchar(64);--> statement-breakpoint
CREATE INDEX "api_instances_seen" ON "api_instances" USING btree ("seen_at");