-- Search excerpts read as text: a lesson's objectives (one per line), headings, paragraphs, list
-- items and cells are kept apart by " · " instead of running into one another ("…a reta numérica ·
-- Para começar · Você prefere…"). Separators and spaces are not words, so no vector changes.
CREATE FUNCTION "html_text_lines"("html" text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(regexp_replace(regexp_replace("html",
    '<(br|/(p|h[1-6]|li|div|blockquote|td|th|tr))\y[^>]*>', E'\n', 'gi'),
    '<[^>]*>', ' ', 'g'),
    '&[#a-zA-Z0-9]+;', ' ', 'g')
$$;--> statement-breakpoint
-- Lines joined by " · ", runs of spaces made one.
CREATE FUNCTION "search_excerpt_text"("body" text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(regexp_replace("body", '\s*\n\s*', ' · ', 'g'), '[ \t\r\f\v]+', ' ', 'g'), ' ·')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "lesson_search_text"("l" "lessons") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT search_excerpt_text(concat_ws(E'\n', "l"."objectives", html_text_lines("l"."content_html"),
    html_text_lines("l"."student_content_html")))
$$;
