ALTER TABLE "outbox_emails" ALTER COLUMN "text_body" DROP NOT NULL;--> statement-breakpoint
UPDATE "outbox_emails" SET "text_body" = NULL, "html_body" = NULL, "link" = NULL, "calendar" = NULL WHERE "status" <> 'kept';--> statement-breakpoint
UPDATE "navigation_events" SET "path" = split_part(split_part("path", '#', 1), '?', 1) WHERE "path" ~ '[?#]';--> statement-breakpoint
UPDATE "navigation_events" SET "path" = '/' || lower(substring("path" from '^/+([^/]+)')) || '/…' WHERE "path" ~* '^/+(requests|approve|pitch|feedback|activate)/+[^/]';
