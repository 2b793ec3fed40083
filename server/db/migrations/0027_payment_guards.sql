CREATE TABLE "gift_card_probes" (
	"brand_id" integer NOT NULL,
	"number_hash" varchar(64) NOT NULL,
	"pin_failures" integer DEFAULT 0 NOT NULL,
	"pin_locked_until" timestamp with time zone,
	"pin_locks" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_probes_brand_id_number_hash_pk" PRIMARY KEY("brand_id","number_hash")
);
--> statement-breakpoint
CREATE TABLE "payment_budget_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(200) NOT NULL,
	"used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "pin_locks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "gift_card_probes_updated" ON "gift_card_probes" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "payment_budget_uses_key" ON "payment_budget_uses" USING btree ("key","used_at");