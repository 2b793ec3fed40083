-- A store's name and street in its market's script, and the neighbourhood (colonia, bairro) its address names.
ALTER TABLE "locations" ADD COLUMN "local_title" varchar(120);--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "local_address" varchar(200);--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "local_city" varchar(80);--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "district" varchar(120);