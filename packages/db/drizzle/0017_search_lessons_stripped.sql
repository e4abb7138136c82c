-- A plan's lessons' text is only matched, never ranked or highlighted from the plan (each lesson's
-- own vector serves its excerpt), so the plan keeps its words without positions: the vector
-- shrinks to a tenth and a search reads far fewer pages of lesson_plans.
CREATE OR REPLACE FUNCTION "lesson_plans_search_row"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  NEW."lessons_vector" := strip(ts_filter(lesson_parts, '{d}'));
  PERFORM remember_search_words(concat_ws(' ', NEW."title", NEW."description", names));
  RETURN NEW;
END
$$;--> statement-breakpoint
UPDATE "lesson_plans" SET "lessons_vector" = strip("lessons_vector");
