CREATE TABLE "socket_io_attachments" (
	"id" bigserial NOT NULL,
	"created_at" timestamp with time zone DEFAULT now(),
	"payload" "bytea",
	CONSTRAINT "socket_io_attachments_id_unique" UNIQUE("id")
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "message_digest" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "digest_includes_text" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "messages_digest_due_idx" ON "messages" USING btree ("created_at") WHERE "messages"."is_read" = false and "messages"."emailed_at" is null;