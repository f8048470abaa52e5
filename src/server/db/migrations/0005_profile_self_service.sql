ALTER TABLE "awards" ADD COLUMN "url" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "host_contact" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "recorded_on" date;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "published_on" date;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "release_url" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "channel_title" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "thumbnail_url" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "view_count" bigint;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "like_count" bigint;--> statement-breakpoint
CREATE INDEX "bookings_release_missing_idx" ON "bookings" USING btree ("recorded_on") WHERE release_url IS NULL AND status <> 'cancelled';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check" CHECK (status IN ('requested', 'confirmed', 'recorded', 'published', 'cancelled'));