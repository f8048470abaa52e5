ALTER TABLE "videos" ADD COLUMN "unavailable_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "availability_checked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "videos_unavailable_since_idx" ON "videos" USING btree ("unavailable_since","id") WHERE unavailable_since IS NOT NULL;--> statement-breakpoint
-- Marks so far came from visitors’ browsers unchecked: they were hints, not facts, so none is kept;
-- the next report of such a video is checked with YouTube and marks it again, from then.
UPDATE "videos" SET "unavailable_reason" = NULL WHERE "unavailable_reason" IS NOT NULL;
