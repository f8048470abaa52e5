ALTER TABLE "booking_request_notes" ADD COLUMN "agency_mail_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "booking_request_notes_agency_mail_idx" ON "booking_request_notes" USING btree ("request_id","created_at") WHERE agency_mail_pending;
