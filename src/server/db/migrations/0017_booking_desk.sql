CREATE TABLE "booking_feedback" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"rating" integer NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"testimonial_quote" text,
	"testimonial_approved_at" timestamp with time zone,
	"testimonial_approved_by" integer,
	CONSTRAINT "booking_feedback_rating_check" CHECK (rating BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "booking_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"request_id" integer,
	"booking_id" integer,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_links_purpose_check" CHECK (purpose IN ('host', 'approval', 'feedback'))
);
--> statement-breakpoint
CREATE TABLE "pitch_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"pitch_id" integer NOT NULL,
	"kind" text NOT NULL,
	"client_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pitch_events_kind_check" CHECK (kind IN ('open', 'profile', 'pdf', 'photo', 'request'))
);
--> statement-breakpoint
CREATE TABLE "pitch_guests" (
	"pitch_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"line" text NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "pitch_guests_pitch_id_client_id_pk" PRIMARY KEY("pitch_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "pitches" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"show_name" text NOT NULL,
	"show_url" text,
	"created_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "request_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hold_awaiting" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hold_remind_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hold_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "recording_link" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "approves_each_show" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "calendar" text;--> statement-breakpoint
ALTER TABLE "booking_request_notes" ADD COLUMN "author" text DEFAULT 'host' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_request_notes" ADD COLUMN "kind" text DEFAULT 'joined' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_request_notes" ADD COLUMN "author_user_id" integer;--> statement-breakpoint
ALTER TABLE "booking_request_notes" ADD COLUMN "slots" jsonb;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "pitch_id" integer;--> statement-breakpoint
ALTER TABLE "booking_feedback" ADD CONSTRAINT "booking_feedback_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_feedback" ADD CONSTRAINT "booking_feedback_testimonial_approved_by_users_id_fk" FOREIGN KEY ("testimonial_approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_links" ADD CONSTRAINT "booking_links_request_id_booking_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."booking_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_links" ADD CONSTRAINT "booking_links_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitch_events" ADD CONSTRAINT "pitch_events_pitch_id_pitches_id_fk" FOREIGN KEY ("pitch_id") REFERENCES "public"."pitches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitch_events" ADD CONSTRAINT "pitch_events_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitch_guests" ADD CONSTRAINT "pitch_guests_pitch_id_pitches_id_fk" FOREIGN KEY ("pitch_id") REFERENCES "public"."pitches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitch_guests" ADD CONSTRAINT "pitch_guests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitches" ADD CONSTRAINT "pitches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_feedback_testimonial_idx" ON "booking_feedback" USING btree ("booking_id") WHERE testimonial_quote IS NOT NULL;--> statement-breakpoint
CREATE INDEX "booking_links_request_idx" ON "booking_links" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "booking_links_booking_idx" ON "booking_links" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "pitch_events_pitch_idx" ON "pitch_events" USING btree ("pitch_id","created_at");--> statement-breakpoint
CREATE INDEX "pitch_guests_client_idx" ON "pitch_guests" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pitches_token_hash_key" ON "pitches" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "pitches_created_idx" ON "pitches" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_request_id_booking_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."booking_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_request_notes" ADD CONSTRAINT "booking_request_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_pitch_id_pitches_id_fk" FOREIGN KEY ("pitch_id") REFERENCES "public"."pitches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_request_id_key" ON "bookings" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "bookings_hold_due_idx" ON "bookings" USING btree ("hold_expires_at") WHERE status = 'held';--> statement-breakpoint
CREATE INDEX "bookings_hold_remind_idx" ON "bookings" USING btree ("hold_remind_at") WHERE status = 'held' AND hold_reminded_at IS NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_hold_awaiting_check" CHECK (hold_awaiting IN ('guest', 'host'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check" CHECK (status IN ('requested', 'held', 'confirmed', 'recorded', 'published', 'declined', 'cancelled', 'expired'));--> statement-breakpoint
ALTER TABLE "booking_request_notes" ADD CONSTRAINT "booking_request_notes_author_check" CHECK (author IN ('host', 'agency'));--> statement-breakpoint
ALTER TABLE "booking_request_notes" ADD CONSTRAINT "booking_request_notes_kind_check" CHECK (kind IN ('joined', 'question', 'reply', 'proposal', 'pick', 'decline', 'update'));--> statement-breakpoint
INSERT INTO "booking_links" ("token_hash", "purpose", "request_id", "expires_at", "created_at")
SELECT "host_token_hash", 'host', "id", "link_expires_at", "created_at" FROM "booking_requests";--> statement-breakpoint
INSERT INTO "bookings" ("client_id", "show_name", "host_name", "host_contact", "status", "request_id", "created_at", "updated_at")
SELECT "client_id", "show_name", "host_name", "host_email", 'requested', "id", coalesce("confirmed_at", "created_at"), coalesce("confirmed_at", "created_at")
FROM "booking_requests" WHERE "status" = 'requested';--> statement-breakpoint
DROP INDEX "booking_requests_host_token_hash_key";--> statement-breakpoint
ALTER TABLE "booking_requests" DROP COLUMN "host_token_hash";