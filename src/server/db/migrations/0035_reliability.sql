ALTER TABLE "promo_kits" ADD COLUMN "guest_used_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bookings_feed_idx" ON "bookings" USING btree ("feed_id");
