CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- Portuguese stemming on unaccented words: "Frações" and "fracoes" are the same lexeme.
CREATE TEXT SEARCH CONFIGURATION "aula_pt" (COPY = portuguese);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION "aula_pt" ALTER MAPPING FOR hword, hword_part, word WITH unaccent, portuguese_stem;--> statement-breakpoint
CREATE AGGREGATE "tsvector_agg" (tsvector) (SFUNC = tsvector_concat, STYPE = tsvector, INITCOND = '');--> statement-breakpoint
-- The names teachers type for the slugs plans store (packages/contracts content-taxonomy.ts; a test keeps them equal).
CREATE FUNCTION "content_taxonomy_label"("value" text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT t.label FROM (VALUES
    ('educacao-infantil', 'Educação Infantil'),
    ('fundamental-1', 'Ensino Fundamental I'),
    ('fundamental-2', 'Ensino Fundamental II'),
    ('ensino-medio', 'Ensino Médio'),
    ('ei-bebes', 'Bebês (até 1 ano e meio)'),
    ('ei-bem-pequenas', 'Crianças bem pequenas (1 a 3 anos)'),
    ('ei-pequenas', 'Crianças pequenas (4 e 5 anos)'),
    ('ef-1', '1º ano'),
    ('ef-2', '2º ano'),
    ('ef-3', '3º ano'),
    ('ef-4', '4º ano'),
    ('ef-5', '5º ano'),
    ('ef-6', '6º ano'),
    ('ef-7', '7º ano'),
    ('ef-8', '8º ano'),
    ('ef-9', '9º ano'),
    ('em-1', '1ª série'),
    ('em-2', '2ª série'),
    ('em-3', '3ª série'),
    ('eu-outro-nos', 'O eu, o outro e o nós'),
    ('corpo-gestos-movimentos', 'Corpo, gestos e movimentos'),
    ('tracos-sons-cores-formas', 'Traços, sons, cores e formas'),
    ('escuta-fala-pensamento', 'Escuta, fala, pensamento e imaginação'),
    ('espacos-tempos-quantidades', 'Espaços, tempos, quantidades, relações e transformações'),
    ('lingua-portuguesa', 'Língua Portuguesa'),
    ('matematica', 'Matemática'),
    ('ciencias', 'Ciências'),
    ('historia', 'História'),
    ('geografia', 'Geografia'),
    ('arte', 'Arte'),
    ('educacao-fisica', 'Educação Física'),
    ('lingua-inglesa', 'Língua Inglesa'),
    ('ensino-religioso', 'Ensino Religioso'),
    ('linguagens', 'Linguagens e suas Tecnologias'),
    ('ciencias-natureza', 'Ciências da Natureza e suas Tecnologias'),
    ('ciencias-humanas', 'Ciências Humanas e Sociais Aplicadas'),
    ('projeto-de-vida', 'Projeto de Vida')
  ) AS t(value, label) WHERE t.value = $1
$$;--> statement-breakpoint
DROP INDEX "lesson_plans_search_idx";--> statement-breakpoint
DROP INDEX "lessons_search_idx";--> statement-breakpoint
ALTER TABLE "lesson_plans" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "lesson_plans" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "lessons" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "lessons" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "lesson_plans" ADD COLUMN "search_vector" tsvector DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "lesson_plans" ADD COLUMN "lessons_vector" tsvector DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "search_vector" tsvector DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
-- Words of the catalogue, for "Você quis dizer …?" when a search finds nothing (never pruned:
-- a suggestion is only offered after it is searched and found).
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"plain" text NOT NULL
);--> statement-breakpoint
CREATE INDEX "search_words_plain_trgm_idx" ON "search_words" USING gin ("plain" gin_trgm_ops);--> statement-breakpoint
CREATE FUNCTION "remember_search_words"("body" text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "search_words" ("word", "plain")
  SELECT DISTINCT lower(t.token), unaccent(lower(t.token))
  FROM ts_parse('default', "body") t
  WHERE t.tokid IN (1, 2, 10, 11) AND char_length(t.token) BETWEEN 4 AND 40
  -- In one order, so two writers adding the same new words wait for each other instead of deadlocking.
  ORDER BY 1
  ON CONFLICT DO NOTHING
$$;--> statement-breakpoint
-- What search reads of a lesson besides its title and BNCC codes, and where its excerpts come from.
-- Objectives, the teacher's text and the student material (0011), tags stripped.
CREATE FUNCTION "lesson_search_text"("l" "lessons") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT concat_ws(' ', "l"."objectives",
    regexp_replace(regexp_replace("l"."content_html", '<[^>]*>', ' ', 'g'), '&[#a-zA-Z0-9]+;', ' ', 'g'),
    regexp_replace(regexp_replace("l"."student_content_html", '<[^>]*>', ' ', 'g'), '&[#a-zA-Z0-9]+;', ' ', 'g'))
$$;--> statement-breakpoint
-- A lesson: title (A), BNCC codes (B), text (D).
CREATE FUNCTION "lessons_search_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search_vector" := setweight(to_tsvector('aula_pt', NEW."title"), 'A')
    || setweight(to_tsvector('aula_pt', array_to_string(NEW."bncc_codes", ' ')), 'B')
    || setweight(to_tsvector('aula_pt', lesson_search_text(NEW)), 'D');
  PERFORM remember_search_words(concat_ws(' ', NEW."title", NEW."objectives"));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "lessons_search_row" BEFORE INSERT OR UPDATE ON "lessons"
  FOR EACH ROW EXECUTE FUNCTION "lessons_search_row"();--> statement-breakpoint
-- A plan: title (A), its BNCC codes (B), its lessons' titles and codes (C), description, etapa,
-- ano, componente and collection names (D); its lessons' text apart, ranked below all of those.
CREATE FUNCTION "lesson_plans_search_row"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  names text := concat_ws(' ', content_taxonomy_label(NEW."etapa"), content_taxonomy_label(NEW."ano"),
    content_taxonomy_label(NEW."componente"),
    (SELECT c."name" FROM "lesson_plan_collections" c WHERE c."id" = NEW."collection_id"));
  lesson_parts tsvector;
BEGIN
  SELECT coalesce(tsvector_agg(l."search_vector" ORDER BY l."position", l."id"), '') INTO lesson_parts
  FROM "lessons" l WHERE l."lesson_plan_id" = NEW."id";
  NEW."search_vector" := setweight(to_tsvector('aula_pt', NEW."title"), 'A')
    || setweight(to_tsvector('aula_pt', array_to_string(NEW."bncc_codes", ' ')), 'B')
    || setweight(ts_filter(lesson_parts, '{a,b}'), 'C')
    || setweight(to_tsvector('aula_pt', concat_ws(' ', NEW."description", names)), 'D');
  NEW."lessons_vector" := ts_filter(lesson_parts, '{d}');
  PERFORM remember_search_words(concat_ws(' ', NEW."title", NEW."description", names));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "lesson_plans_search_row" BEFORE INSERT OR UPDATE OF "title", "description", "etapa", "ano",
  "componente", "bncc_codes", "collection_id", "search_vector" ON "lesson_plans"
  FOR EACH ROW EXECUTE FUNCTION "lesson_plans_search_row"();--> statement-breakpoint
-- Rebuilds plans' vectors (the row trigger above does the work).
CREATE FUNCTION "refresh_plan_search"("plan_ids" integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "lesson_plans" SET "search_vector" = '' WHERE "id" = ANY("plan_ids")
$$;--> statement-breakpoint
CREATE FUNCTION "lessons_search_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each transition table exists only for its own events, so each is read behind its own IF.
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_plan_search(array(SELECT DISTINCT "lesson_plan_id" FROM "new_rows"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_plan_search(array(SELECT DISTINCT "lesson_plan_id" FROM "old_rows"));
  ELSE
    -- A reorder changes no vector, so it rebuilds nothing.
    PERFORM refresh_plan_search(array(
      SELECT n."lesson_plan_id" FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
      WHERE n."search_vector" IS DISTINCT FROM o."search_vector" OR n."lesson_plan_id" <> o."lesson_plan_id"
      UNION
      SELECT o."lesson_plan_id" FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
      WHERE n."lesson_plan_id" <> o."lesson_plan_id"));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "lessons_search_insert" AFTER INSERT ON "lessons"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "lessons_search_changed"();--> statement-breakpoint
CREATE TRIGGER "lessons_search_update" AFTER UPDATE ON "lessons"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "lessons_search_changed"();--> statement-breakpoint
CREATE TRIGGER "lessons_search_delete" AFTER DELETE ON "lessons"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "lessons_search_changed"();--> statement-breakpoint
CREATE FUNCTION "collections_search_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_plan_search(array(
    SELECT p."id" FROM "lesson_plans" p JOIN "new_rows" c ON c."id" = p."collection_id"));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "lesson_plan_collections_search" AFTER UPDATE ON "lesson_plan_collections"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "collections_search_changed"();--> statement-breakpoint
UPDATE "lessons" SET "search_vector" = '';--> statement-breakpoint
UPDATE "lesson_plans" SET "search_vector" = '';--> statement-breakpoint
CREATE INDEX "lesson_plans_search_idx" ON "lesson_plans" USING gin (("search_vector" || "lessons_vector"));--> statement-breakpoint
CREATE INDEX "lessons_search_idx" ON "lessons" USING gin ("search_vector");
