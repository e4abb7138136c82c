ALTER TABLE "lesson_plans" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_text)) STORED;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_text)) STORED;--> statement-breakpoint
CREATE INDEX "lesson_plans_published_order_idx" ON "lesson_plans" USING btree ("position","id") WHERE "lesson_plans"."owner_id" is null and "lesson_plans"."published";--> statement-breakpoint
CREATE INDEX "lesson_plans_search_idx" ON "lesson_plans" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "lessons_search_idx" ON "lessons" USING gin ("search_vector");