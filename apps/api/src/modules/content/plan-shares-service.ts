import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { spaRoutes, type PlanShare, type SharedPlan } from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { forbidden, notFound } from '../../lib/errors';
import type { UserRow } from '../../lib/auth-context';
import type { CustomPlansService } from './custom-plans-service';
import type { FileLinks } from './file-links';
import { findPlan, toLessonPlan } from './plan-queries';
import type { PremiumAccess } from './premium-access';

const { planShares, lessonPlans, lessons, users } = schema;

/** A teacher shares one of her own plans by link; a colleague holding the link may copy it. */
export function planSharesService(deps: {
  db: Database;
  links: FileLinks;
  custom: CustomPlansService;
  canReadPremium: PremiumAccess;
  publicUrl: string;
}) {
  const { db, links, custom, canReadPremium, publicUrl } = deps;

  const toShare = (row: typeof planShares.$inferSelect): PlanShare => ({
    token: row.token,
    lessonplan: row.lessonPlanId,
    url: `${publicUrl}${spaRoutes.teacherSharedBook.replace(':token', row.token)}`,
    created_at: row.createdAt.toISOString(),
  });

  async function ownPlan(teacher: UserRow, id: number) {
    const plan = await findPlan(db, and(eq(lessonPlans.id, id), eq(lessonPlans.ownerId, teacher.id)));
    if (!plan) throw notFound('Livro não encontrado.');
    return plan;
  }

  async function shared(token: string) {
    const [row] = await db
      .select({ share: planShares, firstName: users.firstName, lastName: users.lastName })
      .from(planShares)
      .innerJoin(users, eq(users.id, planShares.createdById))
      .where(eq(planShares.token, token));
    const plan = row && (await findPlan(db, eq(lessonPlans.id, row.share.lessonPlanId)));
    if (!row || !plan) throw notFound('Link de compartilhamento inválido ou desativado.');
    return { ...row, plan };
  }

  /**
   * A copy of a premium plan is the teacher's own, but its lessons are still premium work: a
   * colleague without a subscription may not take them through a share.
   */
  async function refusePremiumOrigin(teacher: UserRow, plan: { premium: boolean; fromPremium: boolean }) {
    const premium = plan.premium || plan.fromPremium;
    if (premium && !(await canReadPremium(teacher))) {
      throw forbidden(
        'Este livro foi feito a partir de um livro exclusivo para assinantes. Assine um plano para copiá-lo.',
        'premium_required',
      );
    }
  }

  return {
    /** The plan's link, made on first use; the same link while the share stands. */
    async share(teacher: UserRow, planId: number): Promise<{ created: boolean; share: PlanShare }> {
      await ownPlan(teacher, planId);
      const [inserted] = await db
        .insert(planShares)
        .values({
          token: randomBytes(18).toString('base64url'),
          lessonPlanId: planId,
          createdById: teacher.id,
        })
        .onConflictDoNothing({ target: planShares.lessonPlanId })
        .returning();
      if (inserted) return { created: true, share: toShare(inserted) };
      const [existing] = await db.select().from(planShares).where(eq(planShares.lessonPlanId, planId));
      return { created: false, share: toShare(existing!) };
    },

    async current(teacher: UserRow, planId: number): Promise<PlanShare | null> {
      await ownPlan(teacher, planId);
      const [row] = await db.select().from(planShares).where(eq(planShares.lessonPlanId, planId));
      return row ? toShare(row) : null;
    },

    async stop(teacher: UserRow, planId: number) {
      await ownPlan(teacher, planId);
      await db.delete(planShares).where(eq(planShares.lessonPlanId, planId));
    },

    async view(token: string): Promise<SharedPlan> {
      const { plan, firstName, lastName } = await shared(token);
      const titles = await db
        .select({ title: lessons.title })
        .from(lessons)
        .where(eq(lessons.lessonPlanId, plan.id))
        .orderBy(asc(lessons.position), asc(lessons.id));
      return {
        lessonplan: toLessonPlan(plan, links),
        shared_by: `${firstName} ${lastName}`.trim(),
        lesson_titles: titles.map((row) => row.title),
      };
    },

    async copy(teacher: UserRow, token: string) {
      const { plan } = await shared(token);
      await refusePremiumOrigin(teacher, plan);
      return custom.copyShared(teacher, plan.id);
    },
  };
}

export type PlanSharesService = ReturnType<typeof planSharesService>;
