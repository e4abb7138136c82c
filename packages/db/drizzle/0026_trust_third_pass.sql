-- A session remembers the card (or sign-in link) that opened it: cancelling or reprinting the card
-- ends the sessions it opened.
ALTER TABLE "sessions" ADD COLUMN "login_token_id" integer;--> statement-breakpoint
CREATE INDEX "sessions_login_token_idx" ON "sessions" USING btree ("login_token_id");
