-- A lesson's materials ("tesoura sem ponta, garrafa PET") are searched with its text: a teacher
-- looks for what she has at hand. Each vector is rebuilt by its row trigger (0012), and the plans'
-- vectors and terms by the statement triggers that follow.
CREATE OR REPLACE FUNCTION "lesson_search_text"("l" "lessons") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT search_excerpt_text(concat_ws(E'\n', "l"."objectives", html_text_lines("l"."content_html"),
    html_text_lines("l"."student_content_html"), "l"."materials"))
$$;--> statement-breakpoint
UPDATE "lessons" SET "search_vector" = '' WHERE "materials" <> '';
