import { FREE_ACCESS_CONFIG, type Profile, type SubscriptionPlan } from '@aula/contracts';
import { plural } from '@/lib/plural';

export type PlanLimits = SubscriptionPlan['limits'];

const SEED_FREE_LIMITS: PlanLimits = {
  max_students: FREE_ACCESS_CONFIG.max_students,
  max_custom_lessons: FREE_ACCESS_CONFIG.max_custom_lessons,
  teachers_accounts: FREE_ACCESS_CONFIG.teachers_accounts,
  ads: FREE_ACCESS_CONFIG.ads,
};

/**
 * The free plan's limits: the profile's own configuration while the user is on it (staff may have
 * changed it), else the seed's.
 */
export function freePlanLimits(profile: Profile | undefined): PlanLimits {
  const config = profile?.user_access_config;
  if (!config?.default_free_users) return SEED_FREE_LIMITS;
  return {
    max_students: config.max_students,
    max_custom_lessons: config.max_custom_lessons,
    teachers_accounts: config.teachers_accounts,
    ads: config.ads,
  };
}

export interface Benefit {
  text: string;
  /** false for a limitation (ads), shown without the check mark. */
  positive: boolean;
}

export function planBenefits(limits: PlanLimits, options: { paid: boolean; trialDays?: number }): Benefit[] {
  const yes = (text: string): Benefit => ({ text, positive: true });
  return [
    yes(`Até ${plural(limits.max_students, 'aluno', 'alunos')}`),
    yes(plural(limits.max_custom_lessons, 'livro próprio', 'livros próprios')),
    yes(plural(limits.teachers_accounts, 'conta de professor', 'contas de professor')),
    yes(options.paid ? 'Aulas premium do catálogo' : 'Planos de aula gratuitos do catálogo'),
    limits.ads ? { text: 'Com anúncios', positive: false } : yes('Sem anúncios'),
    ...(options.trialDays && options.trialDays > 0
      ? [yes(`${plural(options.trialDays, 'dia grátis', 'dias grátis')} para experimentar`)]
      : []),
  ];
}
