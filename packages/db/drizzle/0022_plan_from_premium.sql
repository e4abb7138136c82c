-- Whether a teacher's plan was copied from a premium one, kept on the copy itself: the chain of
-- copied_from_id breaks when a copy in the middle is deleted, and a share of what remained let
-- teachers without a subscription copy premium lessons.
ALTER TABLE "lesson_plans" ADD COLUMN "from_premium" boolean DEFAULT false NOT NULL;--> statement-breakpoint
WITH RECURSIVE "descendants"("id") AS (
  SELECT "id" FROM "lesson_plans" WHERE "premium"
  UNION
  SELECT "copy"."id" FROM "lesson_plans" "copy" JOIN "descendants" "d" ON "copy"."copied_from_id" = "d"."id"
)
UPDATE "lesson_plans" SET "from_premium" = true
WHERE "owner_id" IS NOT NULL AND "id" IN (SELECT "id" FROM "descendants");
