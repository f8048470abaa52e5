DROP INDEX "clients_name_trgm_idx";--> statement-breakpoint
DROP INDEX "clients_search_idx";--> statement-breakpoint
CREATE INDEX "clients_updated_idx" ON "clients" USING btree ("updated_at");--> statement-breakpoint
ALTER TABLE "clients" DROP COLUMN "search_vector";