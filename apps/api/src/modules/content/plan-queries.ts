import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  isNull,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { LessonPlan, LessonPlanFilters } from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { LRUCache } from 'lru-cache';
import { preparedStatements, type Prepared } from '../../lib/prepared';
import type { FileLinks } from './file-links';
import { planLessonHits, planMatches, planRank, type LessonHits } from './plan-search';
import { searchTerms, type SearchTerms } from './search-text';

const { lessonPlans, lessonPlanCollections, lessons } = schema;

type LessonPlanRow = typeof lessonPlans.$inferSelect;

const {
  searchVector: _searchVector,
  lessonsVector: _lessonsVector,
  ...planColumns
} = getTableColumns(lessonPlans);

/** A plan's columns, its collection's name and its lesson count, in one row. */
const planSelection = {
  ...planColumns,
  collectionName: lessonPlanCollections.name,
  lessonsCount:
    sql<number>`(select count(*) from ${lessons} where ${lessons.lessonPlanId} = ${lessonPlans.id})`.mapWith(
      Number,
    ),
};

export type PlanListRow = Omit<LessonPlanRow, 'searchVector' | 'lessonsVector'> & {
  collectionName: string | null;
  lessonsCount: number;
};

/** A row of a page of plans: with a search, its lessons that matched. */
export type PlanPageRow = PlanListRow & { hits: LessonHits | null };

/**
 * Published catalogue plans. "published" is written as SQL, not a bound value, so a prepared
 * statement's generic plan can still prove the partial indexes' predicate.
 */
export const catalogueOnly = () => and(isNull(lessonPlans.ownerId), sql`${lessonPlans.published}`)!;

/**
 * Filters written with placeholders, so a prepared statement serves every search of the same
 * shape: `shape` names the filters present and `values` fills them.
 */
export interface PlanCriteria {
  shape: string;
  conditions: SQL[];
  values: Record<string, unknown>;
  /** A text search, which matches few plans and orders them by relevance. */
  search: SearchTerms | null;
}

const shapeLetters = {
  search: 's',
  etapa: 'e',
  ano: 'a',
  componente: 'm',
  bncc: 'b',
  collection: 'c',
  published: 'p',
  premium: 'r',
} as const;

export type PlanCriteriaFilters = LessonPlanFilters & { published?: boolean; premium?: boolean };

export function planCriteria(filters: PlanCriteriaFilters): PlanCriteria {
  const criteria: PlanCriteria = { shape: '', conditions: [], values: {}, search: null };
  const add = (key: keyof typeof shapeLetters, value: unknown, condition: (value: Placeholder) => SQL) => {
    if (value === undefined || value === null) return;
    criteria.shape += shapeLetters[key];
    criteria.values[key] = value;
    criteria.conditions.push(condition(sql.placeholder(key)));
  };
  criteria.search = searchTerms(filters.search);
  add('search', criteria.search?.all, planMatches);
  // Ranked by any of the words: ts_rank of an "all words" query weighs every pair of their positions.
  if (criteria.search) criteria.values.rank = criteria.search.any;
  add('etapa', filters.etapa, (value) => eq(lessonPlans.etapa, value));
  add('ano', filters.ano, (value) => eq(lessonPlans.ano, value));
  add('componente', filters.componente, (value) => eq(lessonPlans.componente, value));
  add('bncc', filters.bncc, (value) => sql`${lessonPlans.bnccCodes} @> array[${value}]::text[]`);
  add('collection', filters.collection, (value) => eq(lessonPlans.collectionId, value));
  add('published', filters.published, (value) => eq(lessonPlans.published, value));
  add('premium', filters.premium, (value) => eq(lessonPlans.premium, value));
  criteria.shape ||= 'all';
  return criteria;
}

type PlanOrder = 'position' | 'newest';

const { catalogueState } = schema;

/**
 * The catalogue's version: it moves whenever a catalogue plan, one of its lessons or a collection
 * changes (triggers in migration 0007), so whatever was read from the catalogue at a version can be
 * reused while the version stands, on every instance.
 */
export const catalogueVersionQuery = (db: Database) =>
  db
    .select({ version: catalogueState.version })
    .from(catalogueState)
    .where(eq(catalogueState.id, 1))
    .prepare('catalogue_version');

const countQuery = (db: Database, where: SQL | undefined) =>
  db.select({ n: count() }).from(lessonPlans).where(where);

/**
 * A page of plans. Each row also carries either the total (counted once) or, for a `versioned`
 * scope, the catalogue version its statement read the rows at.
 */
function pageQuery(
  db: Database,
  where: SQL | undefined,
  options: { order: PlanOrder; ranked: boolean; versioned: boolean },
) {
  // A search matches few plans: find them through its GIN index and sort them, rather than walk the
  // whole catalogue in order testing each one (what PostgreSQL picks for an ORDER BY ... LIMIT, and
  // what makes a search with no results the slowest). "+ 0" hides the ordered index from the planner.
  const position = options.ranked ? sql`${lessonPlans.position} + 0` : lessonPlans.position;
  const rank = options.ranked ? planRank(sql.placeholder('rank')) : sql<number>`0`;
  const byPosition = options.order === 'position';
  const ids = db
    .select({
      id: lessonPlans.id,
      position: lessonPlans.position,
      createdAt: lessonPlans.createdAt,
      rank: sql<number>`${rank}`.as('rank'),
    })
    .from(lessonPlans)
    .where(where)
    .orderBy(
      // By the column, not the expression again: each placeholder is its own parameter, so
      // PostgreSQL would compute ts_rank twice for every match.
      ...(options.ranked ? [sql`"rank" desc`] : []),
      ...(byPosition
        ? [asc(position), asc(lessonPlans.id)]
        : [desc(lessonPlans.createdAt), desc(lessonPlans.id)]),
    )
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page_ids');
  const total = options.versioned ? sql`null` : sql`(${countQuery(db, where)})`;
  const version = options.versioned
    ? sql`(select ${catalogueState.version} from ${catalogueState} where ${catalogueState.id} = 1)`
    : sql`null`;
  // A search's page also says which lessons of each plan matched: one statement, not two.
  const hits = options.ranked ? planLessonHits(sql.placeholder('rank')) : sql`null`;
  return db
    .select({
      ...planSelection,
      total: sql<number | null>`${total}`.mapWith(Number),
      version: sql<number | null>`${version}`.mapWith(Number),
      hits: sql<LessonHits | null>`${hits}`,
    })
    .from(ids)
    .innerJoin(lessonPlans, eq(lessonPlans.id, ids.id))
    .leftJoin(lessonPlanCollections, eq(lessonPlanCollections.id, lessonPlans.collectionId))
    .orderBy(
      ...(options.ranked ? [desc(ids.rank)] : []),
      ...(byPosition ? [asc(ids.position), asc(ids.id)] : [desc(ids.createdAt), desc(ids.id)]),
    );
}

/**
 * Pages of plans within a scope (the catalogue, a teacher's own plans...): one prepared statement
 * per page whatever its size. The page's ids are found first (from an index alone when possible),
 * so deep pages and the per-plan lesson counts only touch the rows shown.
 *
 * Counting thousands of matches is what a catalogue page costs most, so in a `versioned` scope (the
 * published catalogue) the page's statement also reads the catalogue version, and each filter's
 * total is kept for that version and reused while it stands (every page of a search, every reader).
 * Elsewhere the total is counted inline.
 */
export function plansPager(db: Database, scope: { name: string; condition: SQL; versioned?: boolean }) {
  const versioned = scope.versioned ?? false;
  const pages = preparedStatements<Prepared<typeof pageQuery>>(`plans_${scope.name}`);
  const counts = preparedStatements<Prepared<typeof countQuery>>(`plans_${scope.name}_count`);
  const totals = new LRUCache<string, { version: number; total: number }>({ max: 5000 });
  return async function pageOfPlans(
    criteria: PlanCriteria,
    page: { page: number; page_size: number },
    options: { order?: PlanOrder; scopeValues?: Record<string, unknown> } = {},
  ): Promise<{ total: number; rows: PlanPageRow[]; version: number | null }> {
    const { order = 'position' } = options;
    const where = () => and(scope.condition, ...criteria.conditions);
    const values = { ...options.scopeValues, ...criteria.values };
    const rows = await pages(`${order[0]}${criteria.shape}`, (name) =>
      pageQuery(db, where(), { order, ranked: criteria.search !== null, versioned }).prepare(name),
    ).execute({ ...values, limit: page.page_size, offset: (page.page - 1) * page.page_size });
    const first = rows[0];
    // An empty page read no version, so its total is counted and not kept.
    const version = first?.version ?? null;
    if (first?.total != null) return { total: first.total, rows, version };
    if (page.page === 1 && rows.length < page.page_size) return { total: rows.length, rows, version };
    const key = `${criteria.shape}${JSON.stringify(values)}`;
    const cached = version === null ? undefined : totals.get(key);
    if (cached && cached.version === version) return { total: cached.total, rows, version };
    const [counted] = await counts(criteria.shape, (name) => countQuery(db, where()).prepare(name)).execute(
      values,
    );
    const total = Number(counted?.n ?? 0);
    // Counted after the page's version was read, so never older than it.
    if (version !== null) totals.set(key, { version, total });
    return { total, rows, version };
  };
}

export const planQuery = (db: Database, where: SQL | undefined) =>
  db
    .select(planSelection)
    .from(lessonPlans)
    .leftJoin(lessonPlanCollections, eq(lessonPlanCollections.id, lessonPlans.collectionId))
    .where(where)
    .limit(1);

export async function findPlan(db: Database, where: SQL | undefined): Promise<PlanListRow | undefined> {
  const [row] = await planQuery(db, where);
  return row;
}

export function toLessonPlan(row: PlanListRow, links: FileLinks): LessonPlan {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    cover: row.coverFileId,
    cover_url: row.coverFileId ? links.urlFor({ id: row.coverFileId, isPublic: true }) : null,
    etapa: row.etapa,
    ano: row.ano,
    componente: row.componente,
    bncc_codes: row.bnccCodes,
    collection:
      row.collectionId !== null && row.collectionName !== null
        ? { id: row.collectionId, name: row.collectionName }
        : null,
    position: row.position,
    published: row.published,
    premium: row.premium,
    lessons_count: row.lessonsCount,
    is_custom: row.ownerId !== null,
    copied_from: row.copiedFromId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
