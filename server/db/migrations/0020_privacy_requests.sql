CREATE TABLE "privacy_opt_outs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"email_key" varchar(254) NOT NULL,
	"first_name" varchar(80) NOT NULL,
	"last_name" varchar(80) NOT NULL,
	"source" varchar(16) NOT NULL,
	"locale" varchar(35) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"locale" varchar(35) NOT NULL,
	"request_type" varchar(16) NOT NULL,
	"requestor_type" varchar(16) NOT NULL,
	"agent_name" varchar(160),
	"first_name" varchar(80) NOT NULL,
	"last_name" varchar(80) NOT NULL,
	"email" varchar(254) NOT NULL,
	"email_key" varchar(254) NOT NULL,
	"phone" varchar(32),
	"details" varchar(1000),
	"corrections" jsonb,
	"status" varchar(24) NOT NULL,
	"confirm_token_hash" varchar(64) NOT NULL,
	"confirm_expires_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"outcome" jsonb,
	"export_token_hash" varchar(64),
	"export_expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_opt_outs_email" ON "privacy_opt_outs" USING btree ("brand_id","email_key");--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_requests_confirm_token" ON "privacy_requests" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "privacy_requests_brand" ON "privacy_requests" USING btree ("brand_id","received_at");--> statement-breakpoint
CREATE INDEX "privacy_requests_email" ON "privacy_requests" USING btree ("email_key");