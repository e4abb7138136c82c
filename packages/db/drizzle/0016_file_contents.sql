CREATE TABLE "file_contents" (
	"key" text PRIMARY KEY NOT NULL,
	"content" bytea NOT NULL,
	"size_bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "file_contents" ALTER COLUMN "content" SET STORAGE EXTERNAL;
