ALTER TABLE "bookings" ADD COLUMN "reminded_day_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reminded_hour_for" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bookings_confirmed_time_idx" ON "bookings" USING btree ("scheduled_for") WHERE status = 'confirmed';
