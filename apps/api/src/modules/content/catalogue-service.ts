import { and, asc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type {
  CatalogueQuery,
  Lesson,
  LessonPlan,
  LessonPlanCollection,
  LessonPlanDetail,
} from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { notFound } from '../../lib/errors';
import type { UserRow } from '../../plugins/auth';
import type { FileLinks } from './file-links';
import { attachmentsFromJson, readerLessons, toLesson, toLessonSummary } from './lesson-queries';
import {
  catalogueOnly,
  findPlan,
  pageOfPlans,
  planFilterConditions,
  toLessonPlan,
  type PlanListRow,
} from './plan-queries';
import type { PremiumAccess } from './premium-access';
import { searchQuery } from './search-text';

const { lessonPlans, lessons, lessonPlanCollections } = schema;

export interface CatalogueDeps {
  db: Database;
  links: FileLinks;
  canReadPremium: PremiumAccess;
}

/** What teachers and staff read: the published catalogue, plus a teacher's own plans by id. */
export function catalogueService({ db, links, canReadPremium }: CatalogueDeps) {
  /** A published catalogue plan, or one of the reader's own. */
  const readable = (user: UserRow): SQL => or(catalogueOnly(), eq(lessonPlans.ownerId, user.id)) as SQL;

  async function readablePlan(user: UserRow, id: number): Promise<PlanListRow> {
    const plan = await findPlan(db, and(eq(lessonPlans.id, id), readable(user)));
    if (!plan) throw notFound('Livro não encontrado.');
    return plan;
  }

  async function isLocked(user: UserRow, plan: PlanListRow) {
    return plan.premium && !(await canReadPremium(user));
  }

  return {
    async list(query: CatalogueQuery): Promise<{ count: number; results: LessonPlan[] }> {
      const where = and(catalogueOnly(), ...planFilterConditions(query));
      const { total, rows } = await pageOfPlans(db, where, query, 'position', {
        selective: searchQuery(query.search) !== null,
      });
      return { count: total, results: rows.map((row) => toLessonPlan(row, links)) };
    },

    async detail(user: UserRow, id: number): Promise<LessonPlanDetail> {
      const plan = await readablePlan(user, id);
      const locked = await isLocked(user, plan);
      const rows = await readerLessons(db, eq(lessons.lessonPlanId, id), {
        userId: user.id,
        withAttachments: false,
      });
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
      const rows = await readerLessons(db, eq(lessons.lessonPlanId, planId), {
        userId: user.id,
        withAttachments: !locked,
        page,
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
      const [row] = await readerLessons(db, and(eq(lessons.id, lessonId), eq(lessons.lessonPlanId, planId)), {
        userId: user.id,
        withAttachments: !locked,
      });
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
  return or(
    and(isNull(lessonPlans.ownerId), eq(lessonPlans.published, true)),
    eq(lessonPlans.ownerId, userId),
  ) as SQL;
}

export type CatalogueService = ReturnType<typeof catalogueService>;
