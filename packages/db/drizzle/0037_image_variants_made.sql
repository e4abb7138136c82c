-- When the WebP copies of a public image were made (or the image was found to need none): images kept
-- before the copies existed have none, and the hourly backfill finds them by this being empty.
ALTER TABLE "stored_files" ADD COLUMN "variants_made_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "stored_files_variants_pending_index" ON "stored_files" ("created_at") WHERE "is_public" AND "variants_made_at" IS NULL;
