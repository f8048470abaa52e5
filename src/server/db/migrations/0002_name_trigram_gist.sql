DROP INDEX "clients_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "clients_name_trgm_idx" ON "clients" USING gist ("name" gist_trgm_ops);