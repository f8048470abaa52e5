CREATE TABLE "appearance_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"feed_episode_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"status" text NOT NULL,
	"signal" text NOT NULL,
	"evidence" jsonb NOT NULL,
	"booking_id" integer,
	"episode_id" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appearance_matches_status_check" CHECK (status IN ('suggested', 'verified', 'rejected')),
	CONSTRAINT "appearance_matches_signal_check" CHECK (signal IN ('person-link', 'person-name', 'name-in-title', 'name-in-description', 'booking-date'))
);
--> statement-breakpoint
CREATE TABLE "feed_episodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"feed_id" integer NOT NULL,
	"guid" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"link" text,
	"enclosure_url" text,
	"image_url" text,
	"transcript_url" text,
	"published_at" timestamp with time zone,
	"persons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "podcast_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"podcast_id" integer,
	"title" text DEFAULT '' NOT NULL,
	"image_url" text,
	"podcast_guid" text,
	"etag" text,
	"last_modified" text,
	"checked_at" timestamp with time zone,
	"ok_at" timestamp with time zone,
	"next_check_at" timestamp with time zone DEFAULT now() NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"error" text,
	"episode_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_kits" (
	"episode_id" integer PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"booking_id" integer,
	"square_key" text NOT NULL,
	"wide_key" text NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"post_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone,
	"emailed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "admin_jobs" DROP CONSTRAINT "admin_jobs_kind_check";--> statement-breakpoint
ALTER TABLE "episodes" ADD COLUMN "feed_episode_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "feed_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "release_follow_up_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appearance_matches" ADD CONSTRAINT "appearance_matches_feed_episode_id_feed_episodes_id_fk" FOREIGN KEY ("feed_episode_id") REFERENCES "public"."feed_episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appearance_matches" ADD CONSTRAINT "appearance_matches_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appearance_matches" ADD CONSTRAINT "appearance_matches_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appearance_matches" ADD CONSTRAINT "appearance_matches_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appearance_matches" ADD CONSTRAINT "appearance_matches_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_episodes" ADD CONSTRAINT "feed_episodes_feed_id_podcast_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."podcast_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_feeds" ADD CONSTRAINT "podcast_feeds_podcast_id_podcasts_id_fk" FOREIGN KEY ("podcast_id") REFERENCES "public"."podcasts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_kits" ADD CONSTRAINT "promo_kits_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_kits" ADD CONSTRAINT "promo_kits_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_kits" ADD CONSTRAINT "promo_kits_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appearance_matches_key" ON "appearance_matches" USING btree ("feed_episode_id","client_id");--> statement-breakpoint
CREATE INDEX "appearance_matches_client_idx" ON "appearance_matches" USING btree ("client_id","status");--> statement-breakpoint
CREATE INDEX "appearance_matches_episode_idx" ON "appearance_matches" USING btree ("episode_id") WHERE episode_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "feed_episodes_guid_key" ON "feed_episodes" USING btree ("feed_id","guid");--> statement-breakpoint
CREATE INDEX "feed_episodes_feed_published_idx" ON "feed_episodes" USING btree ("feed_id","published_at");--> statement-breakpoint
CREATE INDEX "feed_episodes_seen_idx" ON "feed_episodes" USING btree ("first_seen_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "podcast_feeds_url_key" ON "podcast_feeds" USING btree ("url");--> statement-breakpoint
CREATE UNIQUE INDEX "podcast_feeds_podcast_key" ON "podcast_feeds" USING btree ("podcast_id") WHERE podcast_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "podcast_feeds_due_idx" ON "podcast_feeds" USING btree ("next_check_at");--> statement-breakpoint
CREATE INDEX "promo_kits_client_idx" ON "promo_kits" USING btree ("client_id","created_at");--> statement-breakpoint
ALTER TABLE "episodes" ADD CONSTRAINT "episodes_feed_episode_id_feed_episodes_id_fk" FOREIGN KEY ("feed_episode_id") REFERENCES "public"."feed_episodes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_feed_id_podcast_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."podcast_feeds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "episodes_feed_episode_idx" ON "episodes" USING btree ("feed_episode_id") WHERE feed_episode_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_recorded_feed_idx" ON "bookings" USING btree ("feed_id") WHERE status = 'recorded';--> statement-breakpoint
ALTER TABLE "admin_jobs" ADD CONSTRAINT "admin_jobs_kind_check" CHECK (kind IN ('video-spider', 'profile-spider', 'auto-delete', 'migrate-uploads', 'airtable-sync', 'csv-import', 'podcast-feeds', 'appearance-scan'));--> statement-breakpoint
-- a podcast's listening link that is its RSS feed becomes its feed
INSERT INTO "podcast_feeds" ("url", "podcast_id")
SELECT DISTINCT ON (p.id) l, p.id FROM "podcasts" p, unnest(p.links) AS l
WHERE l ~* '^https?://' AND l ~* '(rss|/feed|\.xml($|\?))'
ORDER BY p.id, l
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- a booking made from a host's request looks for its release in the show's link the host gave
INSERT INTO "podcast_feeds" ("url")
SELECT DISTINCT r.show_url FROM "bookings" b JOIN "booking_requests" r ON r.id = b.request_id
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "bookings" b SET "feed_id" = f.id FROM "booking_requests" r, "podcast_feeds" f WHERE r.id = b.request_id AND f.url = r.show_url;
