DROP TABLE "sync_runs" CASCADE;--> statement-breakpoint
ALTER TABLE "admin_jobs" DROP CONSTRAINT "admin_jobs_kind_check";--> statement-breakpoint
DROP INDEX "clients_recordid_idx";--> statement-breakpoint
ALTER TABLE "talking_points" ADD COLUMN "recordid" text;--> statement-breakpoint
ALTER TABLE "episodes" ADD COLUMN "recordid" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "recordid" text;--> statement-breakpoint
-- one client per Airtable record: blank ids are none, and a later duplicate loses the link (the first client keeps it)
UPDATE "clients" SET "recordid" = NULL WHERE "recordid" = '' OR "id" NOT IN (SELECT min("id") FROM "clients" WHERE "recordid" IS NOT NULL GROUP BY "recordid");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_recordid_key" ON "clients" USING btree ("recordid");--> statement-breakpoint
CREATE UNIQUE INDEX "talking_points_recordid_key" ON "talking_points" USING btree ("recordid");--> statement-breakpoint
CREATE UNIQUE INDEX "episodes_recordid_key" ON "episodes" USING btree ("recordid");--> statement-breakpoint
CREATE UNIQUE INDEX "videos_recordid_key" ON "videos" USING btree ("recordid");--> statement-breakpoint
ALTER TABLE "admin_jobs" ADD CONSTRAINT "admin_jobs_kind_check" CHECK (kind IN ('video-spider', 'profile-spider', 'auto-delete', 'migrate-uploads', 'airtable-sync', 'csv-import'));