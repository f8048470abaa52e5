ALTER TABLE "bookings" ADD COLUMN "queued_behind" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "queued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "challenged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_queued_behind_bookings_id_fk" FOREIGN KEY ("queued_behind") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_queued_behind_idx" ON "bookings" USING btree ("queued_behind","queued_at") WHERE status = 'held';
