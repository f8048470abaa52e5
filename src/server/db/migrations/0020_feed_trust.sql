CREATE TABLE "feed_ownership_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"feed_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"request_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "feed_ownership_tags" ADD CONSTRAINT "feed_ownership_tags_feed_id_podcast_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."podcast_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_ownership_tags" ADD CONSTRAINT "feed_ownership_tags_request_id_booking_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."booking_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_ownership_tags" ADD CONSTRAINT "feed_ownership_tags_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feed_ownership_tags_hash_key" ON "feed_ownership_tags" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "feed_ownership_tags_feed_idx" ON "feed_ownership_tags" USING btree ("feed_id","created_at");--> statement-breakpoint
ALTER TABLE "podcast_feeds" ADD COLUMN "site_url" text;--> statement-breakpoint
ALTER TABLE "podcast_feeds" ADD COLUMN "source" text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
ALTER TABLE "podcast_feeds" ADD COLUMN "trusted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "podcast_feeds" ADD COLUMN "proven_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "podcast_feeds" ADD COLUMN "owner_email" text;--> statement-breakpoint
ALTER TABLE "podcast_feeds" ADD CONSTRAINT "podcast_feeds_source_check" CHECK (source IN ('admin', 'host-request', 'guest-booking'));--> statement-breakpoint
ALTER TABLE "appearance_matches" ADD COLUMN "basis" text;--> statement-breakpoint
ALTER TABLE "appearance_matches" ADD CONSTRAINT "appearance_matches_basis_check" CHECK (basis IS NULL OR basis IN ('person-tag', 'host-booking', 'booking', 'organisation', 'accepted-by-agency', 'accepted-by-guest'));--> statement-breakpoint
CREATE INDEX "appearance_matches_unjudged_idx" ON "appearance_matches" USING btree ("id") WHERE status = 'verified' AND basis IS NULL;--> statement-breakpoint
-- where each feed came from: a host's confirmed request registered its show address; a booking its feed address
UPDATE "podcast_feeds" f SET "source" = 'host-request'
WHERE EXISTS (SELECT 1 FROM "bookings" b JOIN "booking_requests" r ON r.id = b.request_id WHERE b.feed_id = f.id AND r.show_url = f.url);--> statement-breakpoint
UPDATE "podcast_feeds" f SET "source" = 'guest-booking'
WHERE f.source = 'admin' AND f.podcast_id IS NULL AND EXISTS (SELECT 1 FROM "bookings" b WHERE b.feed_id = f.id);--> statement-breakpoint
-- a feed from a request or a booking that took the empty slot of the podcast of its title gives it back (audited, no actor)
WITH given_back AS (
	UPDATE "podcast_feeds" f SET "podcast_id" = NULL
	FROM "podcasts" p
	WHERE f.source <> 'admin' AND p.id = f.podcast_id AND lower(p.name) = lower(f.title)
	RETURNING f.id, f.url, p.id AS podcast_id, p.name AS podcast_name
)
INSERT INTO "audit_log" ("action", "target_type", "target_id", "details")
SELECT 'podcast.feed-detach', 'podcast-feed', id::text,
	jsonb_build_object('url', url, 'podcastId', podcast_id, 'podcast', podcast_name, 'reason', 'A feed from a booking had taken this podcast by its title')
FROM given_back;--> statement-breakpoint
-- what an admin attached to a podcast is trusted; every other feed waits for an admin or its owner
UPDATE "podcast_feeds" SET "trusted_at" = now() WHERE source = 'admin' AND podcast_id IS NOT NULL;--> statement-breakpoint
-- a verification a person accepted rests on their acceptance; the matcher's are judged again by the re-judging job
UPDATE "appearance_matches" m SET "basis" = CASE WHEN u.role = 'guest' THEN 'accepted-by-guest' ELSE 'accepted-by-agency' END
FROM "users" u WHERE m.status = 'verified' AND m.decided_by = u.id;
