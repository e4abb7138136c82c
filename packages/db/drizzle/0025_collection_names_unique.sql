-- Two collections with the same name are one choice twice in the catalogue's filter: the name is
-- unique, whatever its case. Names already repeated keep the first and number the others.
UPDATE "lesson_plan_collections" "c" SET "name" = "c"."name" || ' (' || "c"."id" || ')'
  WHERE EXISTS (SELECT 1 FROM "lesson_plan_collections" "o"
    WHERE lower("o"."name") = lower("c"."name") AND "o"."id" < "c"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_plan_collections_name_unique" ON "lesson_plan_collections" (lower("name"));
