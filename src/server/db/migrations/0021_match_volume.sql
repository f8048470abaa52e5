ALTER TABLE "appearance_matches" ADD COLUMN "held_reason" text;--> statement-breakpoint
ALTER TABLE "appearance_matches" ADD COLUMN "made_appearance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- a verified match made its appearance when the appearance came after the match (the matcher's own row, or one made on accepting); an older one was the guest's self-reported appearance, linked
UPDATE "appearance_matches" m SET "made_appearance" = true FROM "episodes" e WHERE e.id = m.episode_id AND e.feed_episode_id = m.feed_episode_id AND e.created_at >= m.created_at;--> statement-breakpoint
CREATE INDEX "appearance_matches_held_idx" ON "appearance_matches" USING btree ("client_id") WHERE held_reason IS NOT NULL AND status = 'suggested';
