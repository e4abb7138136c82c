import { asc, desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import {
  BNCC_CODE_PATTERN,
  type HighlightedText,
  type SearchMatch,
  type SearchSuggestions,
} from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { opaqueInteger } from '../../lib/prepared';
import { highlight, wordStemmer } from './highlight';
import { searchTerms, withoutAccents, type SearchTerms } from './search-text';

const { lessonPlans, lessons, planSearchTerms, searchWords } = schema;

type QueryText = SQL | Placeholder | string;
// A subquery, so PostgreSQL parses the search once per statement: in a prepared statement's generic
// plan, to_tsquery of a parameter would otherwise run again for every row it is compared with.
const tsquery = (text: QueryText) => sql`(select to_tsquery('aula_pt', ${text}))`;

/** The columns a plan's scope and filters test: the plan's own, or their copies beside its words. */
export type PlanColumns = typeof lessonPlans | typeof planSearchTerms;

/** Which plans a list reads (the catalogue, a teacher's own...), named for its prepared statements. */
export interface PlanScope {
  name: string;
  condition: (t: PlanColumns) => SQL;
}

/**
 * The lexemes of a search's words (space-separated prefixes), each with its bit of the mask a plan
 * must fill (`required`): a stop word has none and asks for nothing, as in `to_tsquery`. The words
 * are a subquery so the planner cannot read them: its plan then holds for every search, and a
 * prepared statement is planned once instead of at every execution.
 */
const queryLexemes = (words: QueryText) => sql`(select q.lexeme, q.bit, sum(q.bit) over () as required
    from (select x.lexeme collate "C" as lexeme, 1 << (row_number() over () - 1)::int as bit
      from unnest(tsvector_to_array(to_tsvector('aula_pt', (select ${words}::text)))) x(lexeme)) q) query_lexemes`;

/**
 * The plans of `where` (a scope and filters on `planSearchTerms`) that have a word starting with each
 * of the search's prefixes, with their relevance: the sum of the matched words' scores in the plan,
 * which weigh title (A) > BNCC code (B) > lesson title (C) > description and subject names (D) >
 * lesson text (0, then catalogue order). One hit of a weight outranks hits of the weight below
 * (a word's ts_rank stays under 1.64 times its best hit), hence the weights' gaps.
 * Read from one index alone: each prefix is a range of it.
 */
export function rankedPlans(
  db: Database,
  where: SQL | undefined,
  words: QueryText,
  order: 'position' | 'newest' = 'position',
) {
  const t = planSearchTerms;
  // Each prefix is a range of the lexeme index (all the words starting with it, in "C" order), read
  // once per lexeme. OFFSET 0 keeps the planner from flattening this into one scan of the whole
  // table tested against every lexeme, which it picks when the filters look selective.
  const hits = sql`(select ${t.planId}, ${t.position}, ${t.createdAt}, ${t.score} from ${t}
    where ${t.lexeme} >= query_lexemes.lexeme and ${t.lexeme} < query_lexemes.lexeme || chr(1114111)
      and ${where ?? sql`true`} offset 0) hits`;
  // A plan's rows all copy its position and creation date; only the one the order needs is read.
  return db
    .select({
      id: sql<number>`hits.plan_id`.as('plan_id'),
      position: sql<number | null>`${order === 'position' ? sql`min(hits.position)` : sql`null`}`.as(
        'position',
      ),
      createdAt: sql<Date | null>`${order === 'newest' ? sql`min(hits.created_at)` : sql`null`}`.as(
        'created_at',
      ),
      rank: sql<number>`sum(hits.score)`.as('rank'),
    })
    .from(sql`${queryLexemes(words)} cross join lateral ${hits}`)
    .groupBy(sql`hits.plan_id`)
    .having(sql`bit_or(query_lexemes.bit) = min(query_lexemes.required)`);
}

export const lessonMatches = (text: QueryText) => sql`${lessons.searchVector} @@ ${tsquery(text)}`;

// ts_headline marks the hits of an excerpt with characters no text contains, so the API can send
// them as segments.
const START = '\uE000';
const STOP = '\uE001';
const fragment = `MaxFragments=1, MaxWords=18, MinWords=8, StartSel=${START}, StopSel=${STOP}`;

function toSegments(marked: string): HighlightedText {
  const segments: HighlightedText = [];
  for (const part of marked.split(new RegExp(`(${START}[^${STOP}]*${STOP})`))) {
    if (!part) continue;
    const match = part.startsWith(START);
    const text = match ? part.slice(1, -1) : part;
    const last = segments.at(-1);
    if (last && last.match === match) last.text += text;
    else segments.push({ text, match });
  }
  return segments;
}

type LessonHit = {
  id: number;
  number: number;
  title: string;
  excerpt: string | null;
};

/** How many of a plan's lessons have any of a search's words, and the best of them. */
export type LessonHits = { matched: number | null; lessons: LessonHit[] | null };

/**
 * For the plan of the row (a column of a page of plans): how many of its lessons have any of the
 * words, and its best lessons (up to three) with their number in the plan, title and, when the
 * words are in their text, an excerpt of it. Premium lessons' excerpts come from their objectives
 * only, which every teacher may read.
 */
export const planLessonHits = (anyWord: QueryText) => {
  const query = tsquery(anyWord);
  return sql<LessonHits>`(select json_build_object('matched', max(b.matched), 'lessons',
      json_agg(json_build_object('id', l.id, 'number', b.number, 'title', l.title,
        'excerpt', case when ts_filter(l.search_vector, '{d}') @@ ${query} then ts_headline('aula_pt',
          case when ${lessonPlans.premium} then search_excerpt_text(l.objectives) else lesson_search_text(l) end, ${query}, ${fragment}) end
      ) order by b.k))
    from (
      select n.id, n.number, row_number() over (order by n.rank desc, n.number) as k, count(*) over () as matched
      from (
        select l.id, row_number() over (order by l.position, l.id) as number,
          case when l.search_vector @@ ${query} then ts_rank(l.search_vector, ${query}) end as rank
        from ${lessons} l where l.lesson_plan_id = ${lessonPlans.id}
      ) n where n.rank is not null
    ) b join ${lessons} l on l.id = b.id
    where b.k <= 3)`;
};

/** What `build` makes of a database, made once for it (its prepared statements, its caches). */
function perDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const made = new WeakMap<Database, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = build(db);
      made.set(db, value);
    }
    return value;
  };
}

// The words' lexemes, kept per database.
const stemmerOf = perDatabase(wordStemmer);

/**
 * Why each plan of a page matched: its title and description with the words found marked, and its
 * best lessons (read with the page, `planLessonHits`) with theirs.
 */
export async function matchesOf(
  db: Database,
  plans: { id: number; title: string; description: string; hits: LessonHits | null }[],
  terms: SearchTerms,
): Promise<Map<number, SearchMatch>> {
  const found = new Map<number, SearchMatch>();
  if (plans.length === 0) return found;
  const stemsOf = stemmerOf(db);
  const texts = [...terms.prefixes];
  for (const plan of plans) {
    texts.push(plan.title, plan.description);
    for (const lesson of plan.hits?.lessons ?? []) texts.push(lesson.title);
  }
  const stems = await stemsOf(texts);
  const lexemes = terms.prefixes.flatMap(stems);
  const mark = (text: string) => highlight(text, lexemes, stems);
  for (const plan of plans) {
    found.set(plan.id, {
      title: mark(plan.title),
      description: mark(plan.description),
      lessons_matched: plan.hits?.matched ?? 0,
      lessons: (plan.hits?.lessons ?? []).map((lesson) => {
        // A premium lesson's words may be where its excerpt cannot come from.
        const excerpt = lesson.excerpt ? toSegments(lesson.excerpt) : null;
        return {
          id: lesson.id,
          number: lesson.number,
          title: mark(lesson.title),
          excerpt: excerpt?.some((segment) => segment.match) ? excerpt : null,
        };
      }),
    });
  }
  return found;
}

/** Each of `words`, in order, with the catalogue's most similar word by trigrams (null when none is close enough). */
const closestWordsOf = perDatabase((db) =>
  db
    .select({
      closest: sql<string | null>`(select ${searchWords.word} from ${searchWords}
        where ${searchWords.plain} % w.typed
        order by similarity(${searchWords.plain}, w.typed) desc, ${searchWords.word} = ${searchWords.plain}
        limit 1)`,
    })
    .from(sql`unnest(${sql.placeholder('words')}::text[]) with ordinality w(typed, n)`)
    .orderBy(sql`w.n`)
    .prepare('search_closest_words'),
);

/**
 * "Você quis dizer …?": each typed word (not codes) replaced by the most similar word of the
 * catalogue by trigrams, when one is close enough. Null when nothing changes.
 */
export async function spellingSuggestion(db: Database, terms: SearchTerms): Promise<string | null> {
  if (terms.words.length > 4) return null;
  const checked = terms.words.filter((word) => !/\d/.test(word) && word.length >= 4);
  if (checked.length === 0) return null;
  const rows = await closestWordsOf(db).execute({ words: checked });
  const closest = new Map(checked.map((word, i) => [word, rows[i]?.closest ?? null]));
  const words = terms.words.map((word) => closest.get(word) ?? word);
  const changed = words.some((word, i) => withoutAccents(word) !== terms.words[i]);
  return changed ? words.join(' ') : null;
}

/** A typed word that may begin a BNCC code: EI, EF or EM, then (when longer) a digit. */
const CODE_START = /^e[fim](\d[0-9a-z]*)?$/;

/**
 * Search-as-you-type in a scope (the catalogue): its most relevant plans, and the BNCC codes of its
 * plans and lessons that start with what was typed. Both are prepared statements, planned once.
 */
export function planSuggester(db: Database, scope: PlanScope) {
  const t = planSearchTerms;
  // The six plans are ranked first and only then joined, so only they are read.
  const top = rankedPlans(db, scope.condition(t), sql.placeholder('words'))
    .orderBy(sql`"rank" desc, "position", "plan_id"`)
    .limit(opaqueInteger('limit'))
    .as('top');
  const plans = db
    .select({ id: lessonPlans.id, title: lessonPlans.title })
    .from(top)
    .innerJoin(lessonPlans, eq(lessonPlans.id, top.id))
    .orderBy(desc(top.rank), asc(lessonPlans.position), asc(lessonPlans.id))
    .prepare(`suggest_${scope.name}_plans`);
  // A code is a word of every plan that has it or has a lesson with it. The codes of a prefix are
  // found one step along the word index each (the next word of the range that is a code), so a
  // code carried by thousands of plans costs one step, as does one carried by a single plan.
  const nextCode = (after: SQL) => sql`(select ${t.lexeme} from ${t}
      where ${t.lexeme} ${after} and ${t.lexeme} < ${sql.placeholder('upper')} and ${scope.condition(t)}
        and upper(${t.lexeme}) ~ ${BNCC_CODE_PATTERN.source}
      order by ${t.lexeme} limit 1)`;
  const codes = db
    .select({ code: sql<string>`upper(codes.code)` })
    .from(
      sql`(with recursive found(code) as (
          ${nextCode(sql`>= ${sql.placeholder('lower')}`)}
          union all
          select ${nextCode(sql`> found.code`)} from found where found.code is not null
        ) select code from found where code is not null limit 8) codes`,
    )
    .orderBy(sql`codes.code`)
    .prepare(`suggest_${scope.name}_codes`);

  return async function suggestions(typed: string): Promise<SearchSuggestions> {
    const terms = searchTerms(typed);
    if (!terms) return { plans: [], bncc_codes: [] };
    const word = terms.words.length === 1 ? terms.words[0]! : null;
    // The words of a code's prefix, in "C" order; two letters alone ask only for what a digit follows.
    const codeRange =
      word && CODE_START.test(word)
        ? { lower: word, upper: word.length === 2 ? `${word}:` : `${word}\u{10FFFF}` }
        : null;
    const [found, codeRows] = await Promise.all([
      plans.execute({ words: terms.prefixWords, limit: 6 }),
      codeRange ? codes.execute(codeRange) : [],
    ]);
    return { plans: found, bncc_codes: codeRows.map((row) => row.code) };
  };
}
