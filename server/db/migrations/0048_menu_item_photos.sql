CREATE TABLE "menu_item_photos" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"photo" varchar(24) NOT NULL,
	"default_image_url" varchar(300),
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "menu_item_photos" ADD CONSTRAINT "menu_item_photos_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_item_photos" ADD CONSTRAINT "menu_item_photos_uploaded_by_staff_accounts_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_item_photos_photo" ON "menu_item_photos" USING btree ("photo");