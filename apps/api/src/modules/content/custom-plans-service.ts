import { and, count, eq, sql } from 'drizzle-orm';
import type { CustomPlanQuota, CustomPlansQuery, Lesson, LessonPlanDetail } from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { ApiError, forbidden, notFound, ValidationFailure } from '../../lib/errors';
import type { UserRow } from '../../lib/auth-context';
import { accessConfigFor } from '../payments';
import { readableLessonCondition } from './catalogue-service';
import type { FileLinks } from './file-links';
import { attachmentsOf, lessonColumns, lessonsOfPlan, toLesson, toLessonSummary } from './lesson-queries';
import { applyOrder, insertLesson, patchLesson, type LessonFields } from './lesson-writes';
import { findPlan, plansPager, toLessonPlan } from './plan-queries';
import { searchPlans } from './plan-search-page';
import { planValues, type PlanFields } from './plan-writes';
import type { PremiumAccess } from './premium-access';
import { copyPlanInto } from './copy-plan';

const { lessonPlans, lessons, users } = schema;

const MAX_LESSONS_PER_CUSTOM_PLAN = 200;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function customPlanLimitReached(max: number) {
  return new ApiError(
    403,
    `Você atingiu o limite do seu plano: ${plural(max, 'livro próprio', 'livros próprios')} (limite de livros personalizados). ` +
      'Exclua um livro ou assine um plano para criar mais.',
    'custom_lessons_limit',
  );
}

/** A teacher's own plans ("Meus livros"): at most `max_custom_lessons` of them. */
export function customPlansService(deps: { db: Database; links: FileLinks; canReadPremium: PremiumAccess }) {
  const { db, links, canReadPremium } = deps;
  const own = (teacher: UserRow) => eq(lessonPlans.ownerId, teacher.id);
  const ownPage = plansPager(db, {
    name: 'own',
    condition: (t) => eq(t.ownerId, sql.placeholder('owner')),
  });

  async function ownPlan(teacher: UserRow, id: number) {
    const [plan] = await db
      .select()
      .from(lessonPlans)
      .where(and(eq(lessonPlans.id, id), own(teacher)));
    if (!plan) throw notFound('Livro não encontrado.');
    return plan;
  }

  /**
   * A plan the teacher may change: one of her oldest `max_custom_lessons`. Those beyond a plan that
   * shrank stay readable, copyable to classrooms and deletable, never lost.
   */
  async function writablePlan(teacher: UserRow, id: number) {
    const plan = await ownPlan(teacher, id);
    const { max_custom_lessons: max } = await accessConfigFor(db, teacher);
    const [{ n } = { n: 0 }] = await db
      .select({ n: count() })
      .from(lessonPlans)
      .where(
        and(
          own(teacher),
          sql`(${lessonPlans.createdAt}, ${lessonPlans.id}) < (select created_at, id from lesson_plans where id = ${plan.id})`,
        ),
      );
    if (Number(n) >= max) {
      throw forbidden(
        `Este livro passou do limite do seu plano (${plural(max, 'livro próprio', 'livros próprios')}): ` +
          'ele continua visível e pode ser excluído, mas só volta a ser editado quando você assinar de novo ' +
          'ou excluir outros livros.',
        'over_plan_limits',
      );
    }
    return plan;
  }

  async function detail(teacher: UserRow, id: number): Promise<LessonPlanDetail> {
    const plan = await findPlan(db, and(eq(lessonPlans.id, id), own(teacher)));
    if (!plan) throw notFound('Livro não encontrado.');
    const rows = await lessonsOfPlan(db, id);
    return {
      ...toLessonPlan(plan, links),
      lessons: rows.map((row) => toLessonSummary(row, { premium: false, locked: false, favoriteId: null })),
    };
  }

  /**
   * Runs `create` only while the teacher is under the limit. The teacher's row is locked first, so
   * two simultaneous creations at the limit are serialised and the second one sees the first.
   */
  async function withinLimit<T>(teacher: UserRow, create: (tx: Database) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, teacher.id)).for('update');
      const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(lessonPlans).where(own(teacher));
      const { max_custom_lessons: max } = await accessConfigFor(tx, teacher);
      if (Number(n) >= max) throw customPlanLimitReached(max);
      return create(tx);
    });
  }

  async function ownLesson(teacher: UserRow, planId: number, lessonId: number) {
    await ownPlan(teacher, planId);
    const [row] = await db
      .select()
      .from(lessons)
      .where(and(eq(lessons.id, lessonId), eq(lessons.lessonPlanId, planId)));
    if (!row) throw notFound('Aula não encontrada.');
    return row;
  }

  async function lessonOf(teacher: UserRow, planId: number, lessonId: number): Promise<Lesson> {
    const [row] = await db
      .select(lessonColumns)
      .from(lessons)
      .innerJoin(lessonPlans, eq(lessonPlans.id, lessons.lessonPlanId))
      .where(and(eq(lessons.id, lessonId), eq(lessons.lessonPlanId, planId), own(teacher)));
    if (!row) throw notFound('Aula não encontrada.');
    const attachments = await attachmentsOf(db, [row.id], links);
    return toLesson(row, {
      premium: false,
      locked: false,
      favoriteId: null,
      attachments: attachments.get(row.id) ?? [],
    });
  }

  const touch = (tx: Database, planId: number) =>
    tx.update(lessonPlans).set({ updatedAt: new Date() }).where(eq(lessonPlans.id, planId));

  return {
    list: (teacher: UserRow, query: CustomPlansQuery) =>
      searchPlans(db, links, ownPage, { search: query.search }, query, {
        order: 'newest',
        scopeValues: { owner: teacher.id },
      }),

    async quota(teacher: UserRow): Promise<CustomPlanQuota> {
      const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(lessonPlans).where(own(teacher));
      const { max_custom_lessons: max } = await accessConfigFor(db, teacher);
      return { count: Number(n), max_custom_lessons: max, remaining: Math.max(0, max - Number(n)) };
    },

    detail,

    async create(teacher: UserRow, input: PlanFields & { title: string }) {
      const values = await planValues(db, {
        ...input,
        collection: undefined,
        published: false,
        premium: false,
      });
      const id = await withinLimit(teacher, async (tx) => {
        const [row] = await tx
          .insert(lessonPlans)
          .values({ ...values, title: input.title, ownerId: teacher.id })
          .returning({ id: lessonPlans.id });
        return row!.id;
      });
      return detail(teacher, id);
    },

    async patch(teacher: UserRow, id: number, input: PlanFields) {
      const existing = await writablePlan(teacher, id);
      const values = await planValues(
        db,
        { ...input, collection: undefined, published: undefined, premium: undefined },
        existing,
      );
      await db.update(lessonPlans).set(values).where(eq(lessonPlans.id, id));
      return detail(teacher, id);
    },

    async remove(teacher: UserRow, id: number) {
      await ownPlan(teacher, id);
      await db.delete(lessonPlans).where(eq(lessonPlans.id, id));
    },

    /** Copies a catalogue plan (or one of the teacher's own) with its lessons and attachments. */
    async copy(teacher: UserRow, sourceId: number) {
      const source = await findPlan(
        db,
        and(eq(lessonPlans.id, sourceId), readableLessonCondition(teacher.id)),
      );
      if (!source) throw ValidationFailure.field('lessonplan', 'Livro não encontrado.');
      if (source.premium && !(await canReadPremium(teacher))) {
        throw forbidden(
          'Este livro é exclusivo para assinantes. Assine um plano para copiá-lo para os seus livros.',
          'premium_required',
        );
      }
      const id = await withinLimit(teacher, (tx) => copyPlanInto(tx, source.id, teacher.id));
      return detail(teacher, id);
    },

    /** Copies a plan a colleague shared by link (the link is the permission), within the limit. */
    async copyShared(teacher: UserRow, sourceId: number) {
      const id = await withinLimit(teacher, (tx) => copyPlanInto(tx, sourceId, teacher.id));
      return detail(teacher, id);
    },

    lesson: lessonOf,

    async createLesson(teacher: UserRow, planId: number, input: LessonFields & { title: string }) {
      await writablePlan(teacher, planId);
      const id = await db.transaction(async (tx) => {
        await tx
          .select({ id: lessonPlans.id })
          .from(lessonPlans)
          .where(eq(lessonPlans.id, planId))
          .for('update');
        const [{ n } = { n: 0 }] = await tx
          .select({ n: count() })
          .from(lessons)
          .where(eq(lessons.lessonPlanId, planId));
        if (Number(n) >= MAX_LESSONS_PER_CUSTOM_PLAN) {
          throw ValidationFailure.field(
            'non_field_errors',
            `Um livro pode ter no máximo ${MAX_LESSONS_PER_CUSTOM_PLAN} aulas.`,
          );
        }
        const lessonId = await insertLesson(tx, planId, input, teacher.id);
        await touch(tx, planId);
        return lessonId;
      });
      return lessonOf(teacher, planId, id);
    },

    async patchLesson(teacher: UserRow, planId: number, lessonId: number, input: LessonFields) {
      await writablePlan(teacher, planId);
      const existing = await ownLesson(teacher, planId, lessonId);
      await db.transaction(async (tx) => {
        await patchLesson(tx, existing, input, teacher.id);
        await touch(tx, planId);
      });
      return lessonOf(teacher, planId, lessonId);
    },

    async removeLesson(teacher: UserRow, planId: number, lessonId: number) {
      await ownLesson(teacher, planId, lessonId);
      await db.delete(lessons).where(eq(lessons.id, lessonId));
    },

    async reorderLessons(teacher: UserRow, planId: number, ids: number[]) {
      await writablePlan(teacher, planId);
      const applied = await db.transaction((tx) =>
        applyOrder(tx, lessons, eq(lessons.lessonPlanId, planId), ids),
      );
      if (!applied) {
        throw ValidationFailure.field(
          'ids',
          'A lista deve conter todas as aulas do livro, cada uma uma vez.',
        );
      }
      return detail(teacher, planId);
    },
  };
}

export type CustomPlansService = ReturnType<typeof customPlansService>;
