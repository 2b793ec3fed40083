CREATE TABLE "customer_birthdays" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"month" smallint NOT NULL,
	"day" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_birthdays_day" CHECK ("customer_birthdays"."month" between 1 and 12 and "customer_birthdays"."day" between 1 and 31)
);
--> statement-breakpoint
CREATE TABLE "mystery_reveals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"prize_key" varchar(64) NOT NULL,
	"rerolls" smallint DEFAULT 0 NOT NULL,
	"accepted_at" timestamp with time zone,
	"wallet_reward_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mystery_reveals_sequence" CHECK ("mystery_reveals"."sequence" >= 1),
	CONSTRAINT "mystery_reveals_rerolls" CHECK ("mystery_reveals"."rerolls" between 0 and 1)
);
--> statement-breakpoint
ALTER TABLE "customer_birthdays" ADD CONSTRAINT "customer_birthdays_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mystery_reveals" ADD CONSTRAINT "mystery_reveals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mystery_reveals" ADD CONSTRAINT "mystery_reveals_wallet_reward_id_wallet_rewards_id_fk" FOREIGN KEY ("wallet_reward_id") REFERENCES "public"."wallet_rewards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mystery_reveals_customer_sequence" ON "mystery_reveals" USING btree ("customer_id","sequence");