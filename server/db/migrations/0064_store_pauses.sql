CREATE TABLE "store_pauses" (
	"location_id" integer NOT NULL,
	"handoff_id" smallint NOT NULL,
	"until" timestamp with time zone,
	"paused_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paused_by" integer,
	CONSTRAINT "store_pauses_location_id_handoff_id_pk" PRIMARY KEY("location_id","handoff_id")
);
--> statement-breakpoint
ALTER TABLE "store_pauses" ADD CONSTRAINT "store_pauses_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_pauses" ADD CONSTRAINT "store_pauses_paused_by_staff_accounts_id_fk" FOREIGN KEY ("paused_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;
