CREATE TABLE "busy_calendars" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"address_sealed" text NOT NULL,
	"address_hint" text NOT NULL,
	"etag" text,
	"last_modified" text,
	"read_at" timestamp with time zone,
	"read_ok_at" timestamp with time zone,
	"failure" text,
	"busy_count" integer DEFAULT 0 NOT NULL,
	"next_read_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "busy_calendars" ADD CONSTRAINT "busy_calendars_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "busy_calendars_next_read_idx" ON "busy_calendars" USING btree ("next_read_at");--> statement-breakpoint
CREATE TABLE "busy_times" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "busy_times_order_check" CHECK ("busy_times"."ends_at" > "busy_times"."starts_at")
);--> statement-breakpoint
ALTER TABLE "busy_times" ADD CONSTRAINT "busy_times_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "busy_times_client_idx" ON "busy_times" USING btree ("client_id","starts_at");
