import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AdminLesson, AdminLessonQuery, AdminLessonPlanQuery, LessonPlanDetail } from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { notFound, ValidationFailure } from '../../lib/errors';
import type { FileLinks } from './file-links';
import { attachmentsOf, lessonColumns, lessonsOfPlan, toLesson, toLessonSummary } from './lesson-queries';
import { applyOrder, insertLesson, patchLesson, type LessonFields } from './lesson-writes';
import { findPlan, plansPager, toLessonPlan } from './plan-queries';
import { lessonMatches, type PlanColumns } from './plan-search';
import { searchPlans, type PlanSearchPage } from './plan-search-page';
import { planValues, type PlanFields } from './plan-writes';
import { searchTerms } from './search-text';

const { lessonPlans, lessons } = schema;

const catalogue = (t: PlanColumns = lessonPlans) => isNull(t.ownerId);
const orderRefused = () =>
  ValidationFailure.field(
    'ids',
    'A lista deve conter todos os itens, cada um uma vez. Recarregue e tente de novo.',
  );

/** Lessons with the plan fields the back office shows beside them; the caller adds order and paging. */
const adminLessonRows = (db: Database, where: SQL | undefined) =>
  db
    .select({
      lesson: lessonColumns,
      planTitle: lessonPlans.title,
      planPublished: lessonPlans.published,
      planPremium: lessonPlans.premium,
    })
    .from(lessons)
    .innerJoin(lessonPlans, eq(lessonPlans.id, lessons.lessonPlanId))
    .where(where)
    .$dynamic();
type AdminLessonRow = Awaited<ReturnType<typeof adminLessonRows>>[number];

function toAdminLesson(
  row: AdminLessonRow,
  attachments: Awaited<ReturnType<typeof attachmentsOf>>,
): AdminLesson {
  return {
    ...toLesson(row.lesson, {
      premium: row.planPremium,
      locked: false,
      favoriteId: null,
      attachments: attachments.get(row.lesson.id) ?? [],
    }),
    lesson_plan_title: row.planTitle,
    lesson_plan_published: row.planPublished,
    created_at: row.lesson.createdAt.toISOString(),
    updated_at: row.lesson.updatedAt.toISOString(),
  };
}

/** Staff management of the catalogue (custom plans belong to their teachers and are not listed). */
export function adminContentService({ db, links }: { db: Database; links: FileLinks }) {
  const cataloguePage = plansPager(db, { name: 'admin', condition: catalogue });
  async function planById(id: number) {
    const plan = await findPlan(db, and(eq(lessonPlans.id, id), catalogue()));
    if (!plan) throw notFound('Livro não encontrado.');
    return plan;
  }

  async function planDetail(id: number): Promise<LessonPlanDetail> {
    const plan = await planById(id);
    const rows = await lessonsOfPlan(db, id);
    return {
      ...toLessonPlan(plan, links),
      lessons: rows.map((row) =>
        toLessonSummary(row, { premium: plan.premium, locked: false, favoriteId: null }),
      ),
    };
  }

  async function lessonById(id: number): Promise<AdminLesson> {
    const [row] = await adminLessonRows(db, and(eq(lessons.id, id), catalogue()));
    if (!row) throw notFound('Aula não encontrada.');
    const attachments = await attachmentsOf(db, [id], links);
    return toAdminLesson(row, attachments);
  }

  return {
    listPlans: (query: AdminLessonPlanQuery): Promise<PlanSearchPage> =>
      searchPlans(db, links, cataloguePage, query, query),

    planDetail,

    async createPlan(input: PlanFields & { title: string }): Promise<LessonPlanDetail> {
      const values = await planValues(db, input);
      const [row] = await db
        .insert(lessonPlans)
        .values({
          ...values,
          title: input.title,
          ownerId: null,
          position: sql`(select coalesce(max(${lessonPlans.position}) + 1, 0) from ${lessonPlans} where ${lessonPlans.ownerId} is null)`,
        })
        .returning({ id: lessonPlans.id });
      return planDetail(row!.id);
    },

    async patchPlan(id: number, input: PlanFields): Promise<LessonPlanDetail> {
      const [existing] = await db
        .select()
        .from(lessonPlans)
        .where(and(eq(lessonPlans.id, id), catalogue()));
      if (!existing) throw notFound('Livro não encontrado.');
      await db
        .update(lessonPlans)
        .set(await planValues(db, input, existing))
        .where(eq(lessonPlans.id, id));
      return planDetail(id);
    },

    async reorderPlans(ids: number[]): Promise<void> {
      const applied = await db.transaction((tx) => applyOrder(tx, lessonPlans, catalogue(), ids));
      if (!applied) throw orderRefused();
    },

    async listLessons(query: AdminLessonQuery): Promise<{ count: number; results: AdminLesson[] }> {
      const conditions: (SQL | undefined)[] = [catalogue()];
      const search = searchTerms(query.search);
      if (search) conditions.push(lessonMatches(search.all));
      if (query.lesson_plan) conditions.push(eq(lessons.lessonPlanId, query.lesson_plan));
      if (query.etapa) conditions.push(eq(lessonPlans.etapa, query.etapa));
      if (query.componente) conditions.push(eq(lessonPlans.componente, query.componente));
      if (query.published !== undefined) conditions.push(eq(lessonPlans.published, query.published));
      const where = and(...conditions);
      const rows = await adminLessonRows(db, where)
        .orderBy(query.lesson_plan ? asc(lessons.position) : desc(lessons.updatedAt), asc(lessons.id))
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size);
      const [total] = await db
        .select({ n: count() })
        .from(lessons)
        .innerJoin(lessonPlans, eq(lessonPlans.id, lessons.lessonPlanId))
        .where(where);
      const attachments = await attachmentsOf(
        db,
        rows.map((row) => row.lesson.id),
        links,
      );
      return {
        count: Number(total?.n ?? 0),
        results: rows.map((row) => toAdminLesson(row, attachments)),
      };
    },

    lessonById,

    async createLesson(input: LessonFields & { title: string; lesson_plan: number }): Promise<AdminLesson> {
      const [plan] = await db
        .select({ id: lessonPlans.id })
        .from(lessonPlans)
        .where(and(eq(lessonPlans.id, input.lesson_plan), catalogue()));
      if (!plan) throw ValidationFailure.field('lesson_plan', 'Livro não encontrado.');
      const id = await db.transaction((tx) => insertLesson(tx, plan.id, input, null));
      return lessonById(id);
    },

    async patchLesson(id: number, input: LessonFields): Promise<AdminLesson> {
      const [row] = await db
        .select({ lesson: lessons })
        .from(lessons)
        .innerJoin(lessonPlans, eq(lessonPlans.id, lessons.lessonPlanId))
        .where(and(eq(lessons.id, id), catalogue()));
      if (!row) throw notFound('Aula não encontrada.');
      await db.transaction((tx) => patchLesson(tx, row.lesson, input, null));
      return lessonById(id);
    },

    async deleteLesson(id: number): Promise<void> {
      await lessonById(id);
      await db.delete(lessons).where(eq(lessons.id, id));
    },

    async reorderLessons(planId: number, ids: number[]): Promise<LessonPlanDetail> {
      await planById(planId);
      const applied = await db.transaction((tx) =>
        applyOrder(tx, lessons, eq(lessons.lessonPlanId, planId), ids),
      );
      if (!applied) throw orderRefused();
      return planDetail(planId);
    },
  };
}

export type AdminContentService = ReturnType<typeof adminContentService>;
