CREATE TABLE "catalogue_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalogue_state" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "catalogue_plans_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Catalogue plans only: a teacher's own plans are not part of it.
  -- Each transition table exists only for its own events, so each is read behind its own IF.
  IF TG_OP <> 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM "new_rows" WHERE "owner_id" IS NULL) THEN
      UPDATE "catalogue_state" SET "version" = "version" + 1 WHERE "id" = 1;
      RETURN NULL;
    END IF;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    IF EXISTS (SELECT 1 FROM "old_rows" WHERE "owner_id" IS NULL) THEN
      UPDATE "catalogue_state" SET "version" = "version" + 1 WHERE "id" = 1;
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "lesson_plans_catalogue_insert" AFTER INSERT ON "lesson_plans"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_plans_changed"();--> statement-breakpoint
CREATE TRIGGER "lesson_plans_catalogue_update" AFTER UPDATE ON "lesson_plans"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_plans_changed"();--> statement-breakpoint
CREATE TRIGGER "lesson_plans_catalogue_delete" AFTER DELETE ON "lesson_plans"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_plans_changed"();--> statement-breakpoint
CREATE FUNCTION "catalogue_lessons_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A catalogue plan shows how many lessons it has.
  -- Each transition table exists only for its own events, so each is read behind its own IF.
  IF TG_OP <> 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM "new_rows" l JOIN "lesson_plans" p ON p."id" = l."lesson_plan_id" WHERE p."owner_id" IS NULL) THEN
      UPDATE "catalogue_state" SET "version" = "version" + 1 WHERE "id" = 1;
      RETURN NULL;
    END IF;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    IF EXISTS (SELECT 1 FROM "old_rows" l JOIN "lesson_plans" p ON p."id" = l."lesson_plan_id" WHERE p."owner_id" IS NULL) THEN
      UPDATE "catalogue_state" SET "version" = "version" + 1 WHERE "id" = 1;
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "lessons_catalogue_insert" AFTER INSERT ON "lessons"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_lessons_changed"();--> statement-breakpoint
CREATE TRIGGER "lessons_catalogue_update" AFTER UPDATE ON "lessons"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_lessons_changed"();--> statement-breakpoint
CREATE TRIGGER "lessons_catalogue_delete" AFTER DELETE ON "lessons"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_lessons_changed"();--> statement-breakpoint
CREATE FUNCTION "catalogue_collections_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Plans show their collection's name.
  UPDATE "catalogue_state" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "lesson_plan_collections_catalogue" AFTER UPDATE OR DELETE ON "lesson_plan_collections"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_collections_changed"();--> statement-breakpoint
CREATE STATISTICS "lesson_plans_filter_stats" (dependencies, ndistinct) ON "etapa", "ano", "componente" FROM "lesson_plans";
