CREATE TABLE "daily_counters" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"client_id" integer DEFAULT 0 NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_counters_pkey" PRIMARY KEY("day","kind","client_id")
);
--> statement-breakpoint
CREATE INDEX "daily_counters_client_idx" ON "daily_counters" USING btree ("client_id","day");