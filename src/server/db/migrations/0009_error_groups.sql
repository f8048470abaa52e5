CREATE TABLE "error_groups" (
	"fingerprint" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_changed_by" integer
);
--> statement-breakpoint
ALTER TABLE "error_log" ADD COLUMN "source" text DEFAULT 'server' NOT NULL;--> statement-breakpoint
ALTER TABLE "error_log" ADD COLUMN "fingerprint" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "error_log_fingerprint_idx" ON "error_log" USING btree ("fingerprint","created_at");