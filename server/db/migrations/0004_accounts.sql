CREATE TABLE "customer_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"email_verified_at" timestamp with time zone,
	"password_hash" varchar(255),
	"first_name" varchar(80) NOT NULL,
	"last_name" varchar(80) NOT NULL,
	"phone" varchar(32) DEFAULT '' NOT NULL,
	"address" varchar(200),
	"city" varchar(100),
	"state" varchar(100),
	"zip" varchar(20),
	"locale" varchar(12) DEFAULT 'en-us' NOT NULL,
	"referral_code" varchar(40) NOT NULL,
	"referred_by_code" varchar(40),
	"facebook_id" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(300) NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_sessions" ADD CONSTRAINT "customer_sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_sessions_customer" ON "customer_sessions" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email" ON "customers" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_referral_code" ON "customers" USING btree ("referral_code");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_facebook_id" ON "customers" USING btree ("facebook_id");--> statement-breakpoint
CREATE INDEX "customers_referred_by_code" ON "customers" USING btree ("referred_by_code");--> statement-breakpoint
CREATE UNIQUE INDEX "email_tokens_hash" ON "email_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_tokens_customer" ON "email_tokens" USING btree ("customer_id","purpose");--> statement-breakpoint
CREATE INDEX "login_attempts_key_time" ON "login_attempts" USING btree ("key","attempted_at");