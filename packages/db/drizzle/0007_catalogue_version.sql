CREATE TABLE "catalogue_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalogue_state" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_state" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "lesson_plans_catalogue_insert" AFTER INSERT ON "lesson_plans"
  FOR EACH ROW WHEN (NEW."owner_id" IS NULL) EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "lesson_plans_catalogue_delete" AFTER DELETE ON "lesson_plans"
  FOR EACH ROW WHEN (OLD."owner_id" IS NULL) EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "lesson_plans_catalogue_update" AFTER UPDATE OF "owner_id", "published", "premium", "etapa", "ano", "componente", "bncc_codes", "collection_id", "search_text" ON "lesson_plans"
  FOR EACH ROW WHEN (OLD."owner_id" IS NULL OR NEW."owner_id" IS NULL) EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE STATISTICS "lesson_plans_filter_stats" (dependencies, ndistinct) ON "etapa", "ano", "componente" FROM "lesson_plans";
