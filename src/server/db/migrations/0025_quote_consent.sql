-- a quote is shown once its host agreed; quotes chosen before wait for their host like new ones
ALTER TABLE "booking_feedback" ADD COLUMN "testimonial_agreed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_links" DROP CONSTRAINT "booking_links_purpose_check";--> statement-breakpoint
ALTER TABLE "booking_links" ADD CONSTRAINT "booking_links_purpose_check" CHECK (purpose IN ('host', 'approval', 'feedback', 'quote'));
