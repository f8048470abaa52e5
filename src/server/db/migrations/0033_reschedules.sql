ALTER TABLE "bookings" ADD COLUMN "reschedule_slot" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reschedule_by" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_reschedule_by_check" CHECK (reschedule_by IN ('host', 'guest', 'agency'));
