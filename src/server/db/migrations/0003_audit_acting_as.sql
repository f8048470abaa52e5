ALTER TABLE "audit_log" ADD COLUMN "acting_as_user_id" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "acting_as_email" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "acting_as_client_id" integer;--> statement-breakpoint
CREATE INDEX "navigation_events_visited_idx" ON "navigation_events" USING btree ("visited_at");