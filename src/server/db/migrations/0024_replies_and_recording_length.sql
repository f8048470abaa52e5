ALTER TABLE "outbox_emails" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "recording_minutes" integer DEFAULT 60 NOT NULL;
