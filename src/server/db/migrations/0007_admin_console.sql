CREATE TABLE "admin_job_findings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"client_id" integer,
	"kind" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text,
	"started_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_jobs_kind_check" CHECK (kind IN ('video-spider', 'profile-spider', 'auto-delete')),
	CONSTRAINT "admin_jobs_status_check" CHECK (status IN ('queued', 'running', 'succeeded', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "auto_delete_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_id" integer,
	"rule" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auto_delete_rules" (
	"rule" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"age_days" integer DEFAULT 30 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auto_delete_rules_rule_check" CHECK (rule IN ('unavailable-videos', 'stale-pending-videos', 'orphan-files')),
	CONSTRAINT "auto_delete_rules_age_check" CHECK (age_days BETWEEN 1 AND 3650)
);
--> statement-breakpoint
CREATE TABLE "content_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_id" integer,
	"client_name" text DEFAULT '' NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"field" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"source" text NOT NULL,
	"actor_user_id" integer,
	"actor_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_changes_source_check" CHECK (source IN ('edit', 'sync', 'import'))
);
--> statement-breakpoint
CREATE TABLE "youtube_quota_usage" (
	"day" date PRIMARY KEY NOT NULL,
	"units" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_slug_redirects" (
	"old_slug" text PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
-- listed now also needs archived_at IS NULL; dropping it drops clients_listed_order_idx, made again below
ALTER TABLE "clients" drop column "listed";--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "listed" boolean GENERATED ALWAYS AS (archived_at IS NULL AND btrim(narrative_bio) <> '' AND (name || ' ' || headline || ' ' || narrative_bio) !~* 'writing in progress' AND narrative_bio !~ '[⌛⏳]') STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "episodes" ADD COLUMN "release_status" text DEFAULT 'released' NOT NULL;--> statement-breakpoint
ALTER TABLE "episodes" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "podcasts" ADD COLUMN "category" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "podcasts" ADD COLUMN "audience_notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "podcasts" ADD COLUMN "links" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "podcasts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_job_findings" ADD CONSTRAINT "admin_job_findings_job_id_admin_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."admin_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_job_findings" ADD CONSTRAINT "admin_job_findings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_delete_log" ADD CONSTRAINT "auto_delete_log_job_id_admin_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."admin_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_changes" ADD CONSTRAINT "content_changes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_slug_redirects" ADD CONSTRAINT "client_slug_redirects_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_job_findings_job_idx" ON "admin_job_findings" USING btree ("job_id","kind","id");--> statement-breakpoint
CREATE INDEX "admin_jobs_kind_created_idx" ON "admin_jobs" USING btree ("kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_jobs_one_active_key" ON "admin_jobs" USING btree ("kind") WHERE status IN ('queued', 'running');--> statement-breakpoint
CREATE INDEX "auto_delete_log_removed_idx" ON "auto_delete_log" USING btree ("removed_at","id");--> statement-breakpoint
CREATE INDEX "content_changes_created_idx" ON "content_changes" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "content_changes_client_idx" ON "content_changes" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "content_changes_field_idx" ON "content_changes" USING btree ("field","created_at");--> statement-breakpoint
CREATE INDEX "client_slug_redirects_client_idx" ON "client_slug_redirects" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "clients_listed_order_idx" ON "clients" USING btree ("featured" DESC NULLS LAST,"name") WHERE listed;--> statement-breakpoint
CREATE INDEX "clients_name_idx" ON "clients" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "media_images_created_idx" ON "media_images" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "talking_points_title_trgm_idx" ON "talking_points" USING gin ("talking_point_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "episodes_published_idx" ON "episodes" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "episodes_title_trgm_idx" ON "episodes" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "podcasts_name_trgm_idx" ON "podcasts" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "key_facts_fact_trgm_idx" ON "key_facts" USING gin ("fact" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "videos_created_idx" ON "videos" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "videos_approval_created_idx" ON "videos" USING btree ("to_approve","created_at","id");--> statement-breakpoint
CREATE INDEX "videos_unavailable_idx" ON "videos" USING btree ("created_at") WHERE unavailable_reason IS NOT NULL;--> statement-breakpoint
CREATE INDEX "videos_title_trgm_idx" ON "videos" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "episodes" ADD CONSTRAINT "episodes_release_status_check" CHECK (release_status IN ('planned', 'recorded', 'released'));