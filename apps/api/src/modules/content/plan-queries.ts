import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  isNull,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { LessonPlan, LessonPlanFilters } from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import type { FileLinks } from './file-links';
import { searchQuery } from './search-text';

const { lessonPlans, lessonPlanCollections, lessons } = schema;

export type LessonPlanRow = typeof lessonPlans.$inferSelect;

const { searchText: _searchText, searchVector: _searchVector, ...planColumns } = getTableColumns(lessonPlans);

/** A plan's columns, its collection's name and its lesson count, in one row. */
export const planSelection = {
  ...planColumns,
  collectionName: lessonPlanCollections.name,
  lessonsCount:
    sql<number>`(select count(*) from ${lessons} where ${lessons.lessonPlanId} = ${lessonPlans.id})`.mapWith(
      Number,
    ),
};

export type PlanListRow = Omit<LessonPlanRow, 'searchText' | 'searchVector'> & {
  collectionName: string | null;
  lessonsCount: number;
};

export const catalogueOnly = () => and(isNull(lessonPlans.ownerId), eq(lessonPlans.published, true));

export function planFilterConditions(filters: LessonPlanFilters): SQL[] {
  const conditions: SQL[] = [];
  const query = searchQuery(filters.search);
  if (query) conditions.push(sql`${lessonPlans.searchVector} @@ to_tsquery('simple', ${query})`);
  if (filters.etapa) conditions.push(eq(lessonPlans.etapa, filters.etapa));
  if (filters.ano) conditions.push(eq(lessonPlans.ano, filters.ano));
  if (filters.componente) conditions.push(eq(lessonPlans.componente, filters.componente));
  if (filters.bncc) conditions.push(arrayContains(lessonPlans.bnccCodes, [filters.bncc]));
  if (filters.collection) conditions.push(eq(lessonPlans.collectionId, filters.collection));
  return conditions;
}

/**
 * One page of plans and the total: two queries whatever the page size. The page's ids are found
 * first (from an index alone when possible), so deep pages and the per-plan lesson counts only
 * touch the rows shown.
 */
export async function pageOfPlans(
  db: Database,
  where: SQL | undefined,
  page: { page: number; page_size: number },
  order: 'position' | 'newest' = 'position',
  options: { selective?: boolean } = {},
): Promise<{ total: number; rows: PlanListRow[] }> {
  // A search matches few plans: find them through its GIN index and sort them, rather than walk the
  // whole catalogue in order testing each one (what PostgreSQL picks for an ORDER BY ... LIMIT, and
  // what makes a search with no results the slowest). "+ 0" hides the ordered index from the planner.
  const position = options.selective ? sql`${lessonPlans.position} + 0` : lessonPlans.position;
  const ids = db
    .select({ id: lessonPlans.id, position: lessonPlans.position, createdAt: lessonPlans.createdAt })
    .from(lessonPlans)
    .where(where)
    .orderBy(
      ...(order === 'position'
        ? [asc(position), asc(lessonPlans.id)]
        : [desc(lessonPlans.createdAt), desc(lessonPlans.id)]),
    )
    .limit(page.page_size)
    .offset((page.page - 1) * page.page_size)
    .as('page_ids');
  const rows = await db
    .select(planSelection)
    .from(ids)
    .innerJoin(lessonPlans, eq(lessonPlans.id, ids.id))
    .leftJoin(lessonPlanCollections, eq(lessonPlanCollections.id, lessonPlans.collectionId))
    .orderBy(
      ...(order === 'position' ? [asc(ids.position), asc(ids.id)] : [desc(ids.createdAt), desc(ids.id)]),
    );
  const needsCount = page.page > 1 || rows.length === page.page_size;
  const total = needsCount
    ? Number((await db.select({ n: count() }).from(lessonPlans).where(where))[0]?.n ?? 0)
    : rows.length;
  return { total, rows };
}

export async function findPlan(db: Database, where: SQL | undefined): Promise<PlanListRow | undefined> {
  const [row] = await db
    .select(planSelection)
    .from(lessonPlans)
    .leftJoin(lessonPlanCollections, eq(lessonPlanCollections.id, lessonPlans.collectionId))
    .where(where)
    .limit(1);
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
