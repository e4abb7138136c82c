ALTER TABLE "classrooms" ADD COLUMN "card_login" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "student_login_tokens" ADD COLUMN "reusable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "student_login_tokens" ADD COLUMN "short_code_hash" text;--> statement-breakpoint
CREATE INDEX "student_login_tokens_short_code_hash_index" ON "student_login_tokens" USING btree ("short_code_hash");
