ALTER TABLE "sessions" ADD COLUMN "previous_jti" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "rotated_at" timestamp with time zone;