CREATE TABLE "group_order_guests" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"name" varchar(40) NOT NULL,
	"secret_hash" varchar(64) NOT NULL,
	"is_host" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_order_lines" (
	"order_item_id" integer PRIMARY KEY NOT NULL,
	"guest_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"share_token_hash" varchar(64) NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"per_person_limit" numeric(12, 2),
	"locked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "label" varchar(40);--> statement-breakpoint
ALTER TABLE "group_order_guests" ADD CONSTRAINT "group_order_guests_group_id_group_orders_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."group_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_order_lines" ADD CONSTRAINT "group_order_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_order_lines" ADD CONSTRAINT "group_order_lines_guest_id_group_order_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."group_order_guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_orders" ADD CONSTRAINT "group_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_order_guests_group" ON "group_order_guests" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_order_guests_secret" ON "group_order_guests" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "group_order_lines_guest" ON "group_order_lines" USING btree ("guest_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_orders_order" ON "group_orders" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_orders_share_token" ON "group_orders" USING btree ("share_token_hash");
