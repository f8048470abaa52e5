ALTER TABLE "bookings" ADD COLUMN "no_show" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "no_show_by" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "no_show_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_show_check" CHECK (no_show IN ('guest', 'host'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_show_by_check" CHECK (no_show_by IN ('agency', 'host'));
--> statement-breakpoint
CREATE INDEX "booking_requests_show_key_idx" ON "booking_requests" USING btree ("show_key");
