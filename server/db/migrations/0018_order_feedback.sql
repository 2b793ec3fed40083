CREATE TABLE "order_feedback" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"customer_id" integer,
	"locale" varchar(35) NOT NULL,
	"rating" smallint NOT NULL,
	"comment" varchar(1000),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"review_location_id" integer,
	"review_located_by" varchar(8),
	"review_requested_at" timestamp with time zone,
	CONSTRAINT "order_feedback_rating" CHECK ("order_feedback"."rating" between 1 and 5),
	CONSTRAINT "order_feedback_review_located_by" CHECK ("order_feedback"."review_located_by" in ('search', 'position'))
);
--> statement-breakpoint
ALTER TABLE "order_feedback" ADD CONSTRAINT "order_feedback_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_feedback" ADD CONSTRAINT "order_feedback_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_feedback" ADD CONSTRAINT "order_feedback_review_location_id_locations_id_fk" FOREIGN KEY ("review_location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_feedback_location" ON "order_feedback" USING btree ("location_id","created_at");--> statement-breakpoint
CREATE INDEX "order_feedback_customer" ON "order_feedback" USING btree ("customer_id");