import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { CatalogueQuery, Lesson, LessonPlanCollection, LessonPlanDetail } from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { LRUCache } from 'lru-cache';
import { notFound } from '../../lib/errors';
import { preparedStatements, type Prepared } from '../../lib/prepared';
import type { UserRow } from '../../lib/auth-context';
import type { FileLinks } from './file-links';
import {
  attachmentsFromJson,
  parseAttachmentRows,
  readerLessonsQuery,
  toLesson,
  toLessonSummary,
} from './lesson-queries';
import {
  catalogueOnly,
  catalogueVersionQuery,
  planQuery,
  plansPager,
  toLessonPlan,
  type PlanListRow,
} from './plan-queries';
import { planSuggester } from './plan-search';
import { searchPlans, type PlanSearchPage } from './plan-search-page';
import type { PremiumAccess } from './premium-access';

const { lessonPlans, lessons, lessonPlanCollections } = schema;

export interface CatalogueDeps {
  db: Database;
  links: FileLinks;
  canReadPremium: PremiumAccess;
  /** How many plans of catalogue pages to keep in memory (0 = none). */
  cachePlans: number;
}

/** What teachers and staff read: the published catalogue, plus a teacher's own plans by id. */
export function catalogueService({ db, links, canReadPremium, cachePlans }: CatalogueDeps) {
  const catalogue = { name: 'catalogue', condition: catalogueOnly };
  const cataloguePage = plansPager(db, { ...catalogue, versioned: true });
  const catalogueVersion = catalogueVersionQuery(db);
  // Every teacher reads the same catalogue pages: each is kept with the catalogue version it was
  // read at and served only while that version stands, so never stale, on any instance.
  const pages =
    cachePlans > 0
      ? new LRUCache<string, { version: number; page: PlanSearchPage }>({
          maxSize: cachePlans,
          sizeCalculation: (entry) => entry.page.results.length + 1,
        })
      : null;
  /** A published catalogue plan, or one of the reader's own. */
  const readablePlanQuery = planQuery(
    db,
    and(
      eq(lessonPlans.id, sql.placeholder('plan')),
      or(catalogueOnly(), eq(lessonPlans.ownerId, sql.placeholder('user'))),
    ),
  ).prepare('catalogue_readable_plan');
  const lessonStatements = preparedStatements<Prepared<typeof readerLessonsQuery>>('catalogue_lessons');
  const ofPlan = eq(lessons.lessonPlanId, sql.placeholder('plan'));

  /** The plan's lessons (a page, or all of them), or the one lesson; attachments only when open. */
  function readerLessons(
    which: 'page' | 'all' | 'one',
    withAttachments: boolean,
    values: { user: number; plan: number; lesson?: number; limit?: number; offset?: number },
  ) {
    const statement = lessonStatements(`${which}_${withAttachments ? 'a' : 'l'}`, (name) => {
      const where = which === 'one' ? and(ofPlan, eq(lessons.id, sql.placeholder('lesson'))) : ofPlan;
      const query = readerLessonsQuery(db, where, withAttachments);
      return (
        which === 'page' ? query.limit(sql.placeholder('limit')).offset(sql.placeholder('offset')) : query
      ).prepare(name);
    });
    return statement.execute(values).then(parseAttachmentRows);
  }

  async function readablePlan(user: UserRow, id: number): Promise<PlanListRow> {
    const [plan] = await readablePlanQuery.execute({ plan: id, user: user.id });
    if (!plan) throw notFound('Livro não encontrado.');
    return plan;
  }

  async function isLocked(user: UserRow, plan: PlanListRow) {
    return plan.premium && !(await canReadPremium(user));
  }

  return {
    async list(query: CatalogueQuery): Promise<PlanSearchPage> {
      if (!pages) return searchPlans(db, links, cataloguePage, query, query);
      const key = JSON.stringify(query);
      const [{ version: before } = { version: 0 }] = await catalogueVersion.execute();
      const cached = pages.get(key);
      if (cached && cached.version === before) return cached.page;
      const { version, ...page } = await searchPlans(db, links, cataloguePage, query, query);
      // Kept with the version its rows were read at; an empty page, with the one read before it.
      pages.set(key, { version: version ?? before, page });
      return page;
    },

    suggestions: planSuggester(db, catalogue),

    async detail(user: UserRow, id: number): Promise<LessonPlanDetail> {
      const plan = await readablePlan(user, id);
      const locked = await isLocked(user, plan);
      const rows = await readerLessons('all', false, { user: user.id, plan: id });
      return {
        ...toLessonPlan(plan, links),
        lessons: rows.map((row) =>
          toLessonSummary(row, { premium: plan.premium, locked, favoriteId: row.favoriteId }),
        ),
      };
    },

    async lessons(
      user: UserRow,
      planId: number,
      page: { page: number; page_size: number },
    ): Promise<{ count: number; results: Lesson[] }> {
      const plan = await readablePlan(user, planId);
      const locked = await isLocked(user, plan);
      const rows = await readerLessons('page', !locked, {
        user: user.id,
        plan: planId,
        limit: page.page_size,
        offset: (page.page - 1) * page.page_size,
      });
      return {
        count: plan.lessonsCount,
        results: rows.map((row) =>
          toLesson(row, {
            premium: plan.premium,
            locked,
            favoriteId: row.favoriteId,
            attachments: attachmentsFromJson(row.attachmentRows, links),
          }),
        ),
      };
    },

    async lesson(user: UserRow, planId: number, lessonId: number): Promise<Lesson> {
      const plan = await readablePlan(user, planId);
      const locked = await isLocked(user, plan);
      const [row] = await readerLessons('one', !locked, { user: user.id, plan: planId, lesson: lessonId });
      if (!row) throw notFound('Aula não encontrada.');
      return toLesson(row, {
        premium: plan.premium,
        locked,
        favoriteId: row.favoriteId,
        attachments: attachmentsFromJson(row.attachmentRows, links),
      });
    },

    async collections(): Promise<LessonPlanCollection[]> {
      const rows = await db
        .select()
        .from(lessonPlanCollections)
        .orderBy(asc(lessonPlanCollections.position), asc(lessonPlanCollections.name));
      return rows.map(toCollection);
    },
  };
}

export function toCollection(row: typeof lessonPlanCollections.$inferSelect): LessonPlanCollection {
  return { id: row.id, name: row.name, description: row.description, position: row.position };
}

/** Ids of lessons a reader may see (catalogue or own), for favourites and classroom links. */
export function readableLessonCondition(userId: number): SQL {
  return or(catalogueOnly(), eq(lessonPlans.ownerId, userId)) as SQL;
}

export type CatalogueService = ReturnType<typeof catalogueService>;
