CREATE INDEX "clients_name_trgm_idx" ON "clients" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_slug_trgm_idx" ON "clients" USING gin ("slug" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_headline_trgm_idx" ON "clients" USING gin ("headline" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_localimage_idx" ON "clients" USING btree ("localimage") WHERE localimage IS NOT NULL;--> statement-breakpoint
CREATE INDEX "clients_profile_image_idx" ON "clients" USING btree ("profile_image") WHERE profile_image IS NOT NULL;--> statement-breakpoint
CREATE INDEX "media_images_local_filename_idx" ON "media_images" USING btree ("local_filename") WHERE local_filename IS NOT NULL;--> statement-breakpoint
CREATE INDEX "media_images_url_idx" ON "media_images" USING btree ("url") WHERE url IS NOT NULL;--> statement-breakpoint
CREATE INDEX "talking_points_full_trgm_idx" ON "talking_points" USING gin ("talking_point_full" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "episodes_title_idx" ON "episodes" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "episodes_status_published_idx" ON "episodes" USING btree ("release_status","published_at","id");--> statement-breakpoint
CREATE INDEX "assets_size_idx" ON "assets" USING btree ("byte_size","id");--> statement-breakpoint
CREATE INDEX "assets_name_idx" ON "assets" USING btree ("original_name","id");--> statement-breakpoint
CREATE INDEX "users_profile_image_idx" ON "users" USING btree ("profile_image") WHERE profile_image IS NOT NULL;--> statement-breakpoint
CREATE INDEX "videos_published_idx" ON "videos" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "videos_title_idx" ON "videos" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "videos_local_thumbnail_idx" ON "videos" USING btree ("local_thumbnail") WHERE local_thumbnail IS NOT NULL;