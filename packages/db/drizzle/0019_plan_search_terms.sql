-- A search ranks plans from one btree index alone. GIN matched fast, but has no index-only scans,
-- so every match's row was visited to test the filters and read its vector for ts_rank: most of a
-- search's time. Here each word (lexeme) of a plan is a row with its score in the plan, ts_rank of
-- that word alone (0 for words only in the plan's lessons' text), and copies of the plan's columns
-- that scopes, filters and orders read. Kept by the trigger below.
CREATE TABLE "plan_search_terms" (
	"plan_id" integer NOT NULL REFERENCES "lesson_plans"("id") ON DELETE CASCADE,
	"lexeme" text COLLATE "C" NOT NULL,
	"score" real NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"owner_id" integer,
	"published" boolean NOT NULL,
	"premium" boolean NOT NULL,
	"etapa" text,
	"ano" text,
	"componente" text,
	"collection_id" integer,
	"bncc_codes" text[] NOT NULL,
	PRIMARY KEY ("plan_id", "lexeme")
);--> statement-breakpoint
-- A typed prefix is a range of this index ("C" order, so a prefix's words are contiguous).
CREATE INDEX "plan_search_terms_lexeme_idx" ON "plan_search_terms" ("lexeme") INCLUDE ("plan_id", "score",
  "position", "created_at", "owner_id", "published", "premium", "etapa", "ano", "componente", "collection_id",
  "bncc_codes");--> statement-breakpoint
CREATE FUNCTION "plan_search_terms_of"("p" "lesson_plans") RETURNS SETOF "plan_search_terms" LANGUAGE sql STABLE AS $$
  SELECT "p"."id", t."lexeme", ts_rank('{0.1, 0.25, 0.5, 1}', "p"."search_vector", quote_literal(t."lexeme")::tsquery),
    "p"."position", "p"."created_at", "p"."owner_id", "p"."published", "p"."premium", "p"."etapa", "p"."ano",
    "p"."componente", "p"."collection_id", "p"."bncc_codes"
  FROM unnest("p"."search_vector" || "p"."lessons_vector") t
  -- No one types such a word (a link, say), and the index's rows must stay small.
  WHERE octet_length(t."lexeme") <= 200
$$;--> statement-breakpoint
CREATE FUNCTION "lesson_plans_search_terms"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW."search_vector" = OLD."search_vector" AND NEW."lessons_vector" = OLD."lessons_vector" THEN
      -- A reorder, a publication: the same words, only the copied columns change.
      IF (NEW."position", NEW."created_at", NEW."owner_id", NEW."published", NEW."premium", NEW."etapa", NEW."ano",
          NEW."componente", NEW."collection_id", NEW."bncc_codes") IS NOT DISTINCT FROM (OLD."position",
          OLD."created_at", OLD."owner_id", OLD."published", OLD."premium", OLD."etapa", OLD."ano", OLD."componente",
          OLD."collection_id", OLD."bncc_codes") THEN
        RETURN NULL;
      END IF;
      UPDATE "plan_search_terms" SET "position" = NEW."position", "created_at" = NEW."created_at",
        "owner_id" = NEW."owner_id", "published" = NEW."published", "premium" = NEW."premium",
        "etapa" = NEW."etapa", "ano" = NEW."ano", "componente" = NEW."componente",
        "collection_id" = NEW."collection_id", "bncc_codes" = NEW."bncc_codes"
      WHERE "plan_id" = NEW."id";
      RETURN NULL;
    END IF;
    DELETE FROM "plan_search_terms" WHERE "plan_id" = NEW."id";
  END IF;
  INSERT INTO "plan_search_terms" SELECT * FROM plan_search_terms_of(NEW);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "lesson_plans_search_terms" AFTER INSERT OR UPDATE ON "lesson_plans"
  FOR EACH ROW EXECUTE FUNCTION "lesson_plans_search_terms"();--> statement-breakpoint
INSERT INTO "plan_search_terms" SELECT t.* FROM "lesson_plans" p, plan_search_terms_of(p) t;--> statement-breakpoint
-- Plans are no longer matched through their vectors.
DROP INDEX "lesson_plans_search_idx";
