import { and, count, desc, eq } from 'drizzle-orm';
import type { Favorite } from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { notFound, ValidationFailure } from '../../lib/errors';
import type { UserRow } from '../../lib/auth-context';
import { readableLessonCondition } from './catalogue-service';

const { favorites, lessons, lessonPlans } = schema;

/** A teacher's favourite lessons. Locked (premium) lessons can be favourited too. */
export function favoritesService({ db }: { db: Database }) {
  const selection = {
    id: favorites.id,
    createdAt: favorites.createdAt,
    lessonId: lessons.id,
    title: lessons.title,
    durationMinutes: lessons.durationMinutes,
    objectives: lessons.objectives,
    planId: lessonPlans.id,
    planTitle: lessonPlans.title,
    premium: lessonPlans.premium,
  };
  type Row = { [K in keyof typeof selection]: (typeof selection)[K]['_']['data'] };

  const toFavorite = (row: Row): Favorite => ({
    id: row.id,
    lesson: row.lessonId,
    created_at: row.createdAt.toISOString(),
    lesson_detail: {
      id: row.lessonId,
      title: row.title,
      duration_minutes: row.durationMinutes,
      objectives: row.objectives,
      premium: row.premium,
      lesson_plan: row.planId,
      lesson_plan_title: row.planTitle,
    },
  });

  // A favourite whose plan was unpublished (or is no longer the teacher's) is hidden, not deleted.
  const visible = (user: UserRow) => and(eq(favorites.userId, user.id), readableLessonCondition(user.id));

  const query = () =>
    db
      .select(selection)
      .from(favorites)
      .innerJoin(lessons, eq(lessons.id, favorites.lessonId))
      .innerJoin(lessonPlans, eq(lessonPlans.id, lessons.lessonPlanId));

  return {
    async list(user: UserRow, page: { page: number; page_size: number }) {
      const rows = await query()
        .where(visible(user))
        .orderBy(desc(favorites.createdAt), desc(favorites.id))
        .limit(page.page_size)
        .offset((page.page - 1) * page.page_size);
      const [total] = await db
        .select({ n: count() })
        .from(favorites)
        .innerJoin(lessons, eq(lessons.id, favorites.lessonId))
        .innerJoin(lessonPlans, eq(lessonPlans.id, lessons.lessonPlanId))
        .where(visible(user));
      return { count: Number(total?.n ?? 0), results: rows.map(toFavorite) };
    },

    /** Adds (or finds) the favourite; `created` tells which. */
    async add(user: UserRow, lessonId: number): Promise<{ favorite: Favorite; created: boolean }> {
      const [lesson] = await db
        .select({ id: lessons.id })
        .from(lessons)
        .innerJoin(lessonPlans, eq(lessonPlans.id, lessons.lessonPlanId))
        .where(and(eq(lessons.id, lessonId), readableLessonCondition(user.id)));
      if (!lesson) throw ValidationFailure.field('lesson', 'Aula não encontrada.');
      const inserted = await db
        .insert(favorites)
        .values({ userId: user.id, lessonId })
        .onConflictDoNothing({ target: [favorites.userId, favorites.lessonId] })
        .returning({ id: favorites.id });
      const [row] = await query().where(and(eq(favorites.userId, user.id), eq(favorites.lessonId, lessonId)));
      return { favorite: toFavorite(row!), created: inserted.length > 0 };
    },

    async remove(user: UserRow, id: number) {
      const [row] = await db
        .delete(favorites)
        .where(and(eq(favorites.id, id), eq(favorites.userId, user.id)))
        .returning({ id: favorites.id });
      if (!row) throw notFound('Favorito não encontrado.');
    },
  };
}

export type FavoritesService = ReturnType<typeof favoritesService>;
