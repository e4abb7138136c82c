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
import { opaqueInteger, preparedStatements, type Prepared } from '../../lib/prepared';
import type { FileLinks } from './file-links';
import {
  planLessonHits,
  rankedPlans,
  type LessonHits,
  type PlanColumns,
  type PlanScope,
} from './plan-search';
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
export const catalogueOnly = (t: PlanColumns = lessonPlans) => and(isNull(t.ownerId), sql`${t.published}`)!;

/**
 * Filters written with placeholders, so a prepared statement serves every search of the same
 * shape: `shape` names the filters present and `values` fills them.
 */
export interface PlanCriteria {
  shape: string;
  /** The filters, on a plan's columns or their copies beside its words. */
  conditions: (t: PlanColumns) => SQL[];
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
  const search = searchTerms(filters.search);
  const values: Record<string, unknown> = {};
  let shape = '';
  const present = (key: keyof typeof shapeLetters, value: unknown) => {
    if (value === undefined || value === null) return false;
    shape += shapeLetters[key];
    values[key] = value;
    return true;
  };
  if (present('search', search?.prefixWords)) {
    // Which of a plan's lessons to name as matches: those with any of the words.
    values.anyWord = search!.any;
  }
  const tests: { key: keyof typeof shapeLetters; test: (t: PlanColumns, value: Placeholder) => SQL }[] = [
    { key: 'etapa', test: (t, value) => eq(t.etapa, value) },
    { key: 'ano', test: (t, value) => eq(t.ano, value) },
    { key: 'componente', test: (t, value) => eq(t.componente, value) },
    { key: 'bncc', test: (t, value) => sql`${t.bnccCodes} @> array[${value}]::text[]` },
    { key: 'collection', test: (t, value) => eq(t.collectionId, value) },
    { key: 'published', test: (t, value) => eq(t.published, value) },
    { key: 'premium', test: (t, value) => eq(t.premium, value) },
  ];
  const applied = tests.filter(({ key }) => present(key, filters[key]));
  return {
    shape: shape || 'all',
    values,
    search,
    conditions: (t) => applied.map(({ key, test }) => test(t, sql.placeholder(key))),
  };
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

/** Where a page of plans looks: a scope and filters, on a plan's columns or their copies. */
type PlanWhere = (t: PlanColumns) => SQL | undefined;

/** A text search's matches, ranked (see `rankedPlans`). */
const searchMatches = (db: Database, where: PlanWhere, order?: PlanOrder) =>
  rankedPlans(db, where(schema.planSearchTerms), sql.placeholder('search'), order);

const countQuery = (db: Database, where: PlanWhere, ranked: boolean) =>
  ranked
    ? db.select({ n: count() }).from(searchMatches(db, where).as('matches'))
    : db.select({ n: count() }).from(lessonPlans).where(where(lessonPlans));

/**
 * A page of plans. Each row also carries either the total (counted once) or, for a `versioned`
 * scope, the catalogue version its statement read the rows at.
 */
function pageQuery(
  db: Database,
  where: PlanWhere,
  options: { order: PlanOrder; ranked: boolean; versioned: boolean },
) {
  const byPosition = options.order === 'position';
  // A search's plan suits any page, so the page is hidden from the planner (see opaqueInteger).
  // Browsing's is not: the first pages walk an ordered index, deep ones would not.
  const ids = options.ranked
    ? searchMatches(db, where, options.order)
        .orderBy(
          sql`"rank" desc, ${byPosition ? sql`"position", "plan_id"` : sql`"created_at" desc, "plan_id" desc`}`,
        )
        .limit(opaqueInteger('limit'))
        .offset(opaqueInteger('offset'))
        .as('page_ids')
    : db
        .select({ id: lessonPlans.id, rank: sql<number>`0`.as('rank') })
        .from(lessonPlans)
        .where(where(lessonPlans))
        .orderBy(
          ...(byPosition
            ? [asc(lessonPlans.position), asc(lessonPlans.id)]
            : [desc(lessonPlans.createdAt), desc(lessonPlans.id)]),
        )
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .as('page_ids');
  const total = options.versioned ? sql`null` : sql`(${countQuery(db, where, options.ranked)})`;
  const version = options.versioned
    ? sql`(select ${catalogueState.version} from ${catalogueState} where ${catalogueState.id} = 1)`
    : sql`null`;
  // A search's page also says which lessons of each plan matched: one statement, not two.
  const hits = options.ranked ? planLessonHits(sql.placeholder('anyWord')) : sql`null`;
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
      // The plan's own columns: a search's page carries only the one its order read.
      ...(byPosition
        ? [asc(lessonPlans.position), asc(lessonPlans.id)]
        : [desc(lessonPlans.createdAt), desc(lessonPlans.id)]),
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
export function plansPager(db: Database, scope: PlanScope & { versioned?: boolean }) {
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
    const where: PlanWhere = (t) => and(scope.condition(t), ...criteria.conditions(t));
    const ranked = criteria.search !== null;
    const values = { ...options.scopeValues, ...criteria.values };
    const rows = await pages(`${order[0]}${criteria.shape}`, (name) =>
      pageQuery(db, where, { order, ranked, versioned }).prepare(name),
    ).execute({ ...values, limit: page.page_size, offset: (page.page - 1) * page.page_size });
    const first = rows[0];
    // An empty page read no version, so its total is counted and not kept.
    const version = first?.version ?? null;
    if (first?.total != null) return { total: first.total, rows, version };
    if (page.page === 1 && rows.length < page.page_size) return { total: rows.length, rows, version };
    const key = `${criteria.shape}${JSON.stringify(values)}`;
    const cached = version === null ? undefined : totals.get(key);
    if (cached && cached.version === version) return { total: cached.total, rows, version };
    const [counted] = await counts(criteria.shape, (name) =>
      countQuery(db, where, ranked).prepare(name),
    ).execute(values);
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
