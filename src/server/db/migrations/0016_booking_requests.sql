CREATE TABLE "booking_request_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"body" text NOT NULL,
	"host_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"status" text DEFAULT 'unconfirmed' NOT NULL,
	"host_name" text NOT NULL,
	"host_email" text NOT NULL,
	"show_name" text NOT NULL,
	"show_url" text NOT NULL,
	"show_key" text NOT NULL,
	"audience_size" integer,
	"topic" text NOT NULL,
	"slots" jsonb NOT NULL,
	"time_zone" text NOT NULL,
	"format" text NOT NULL,
	"setting" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"host_token_hash" text NOT NULL,
	"link_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "booking_requests_status_check" CHECK (status IN ('unconfirmed', 'requested')),
	CONSTRAINT "booking_requests_format_check" CHECK (format IN ('audio', 'video')),
	CONSTRAINT "booking_requests_setting_check" CHECK (setting IN ('remote', 'in-person'))
);
--> statement-breakpoint
ALTER TABLE "booking_request_notes" ADD CONSTRAINT "booking_request_notes_request_id_booking_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."booking_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_request_notes_request_idx" ON "booking_request_notes" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_requests_host_token_hash_key" ON "booking_requests" USING btree ("host_token_hash");--> statement-breakpoint
CREATE INDEX "booking_requests_inbox_idx" ON "booking_requests" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "booking_requests_client_idx" ON "booking_requests" USING btree ("client_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "booking_requests_duplicate_idx" ON "booking_requests" USING btree ("client_id","show_key","created_at");--> statement-breakpoint
CREATE INDEX "booking_requests_host_email_idx" ON "booking_requests" USING btree ("host_email","created_at");