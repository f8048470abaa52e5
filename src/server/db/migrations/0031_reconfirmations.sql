ALTER TABLE "bookings" ADD COLUMN "reconfirm_asked_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "host_reconfirmed_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "guest_reconfirmed_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reconfirm_flagged_for" timestamp with time zone;
