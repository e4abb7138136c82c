import type { LessonPlanInput } from '@aula/contracts';
import { splitCodes, type PlanFormValues } from '../editor/form-values';

export function toAdminPlanInput(values: PlanFormValues): LessonPlanInput {
  return {
    title: values.title.trim(),
    description: values.description,
    cover: values.cover?.id ?? null,
    etapa: values.etapa as LessonPlanInput['etapa'],
    ano: values.ano as LessonPlanInput['ano'],
    componente: values.componente as LessonPlanInput['componente'],
    bncc_codes: splitCodes(values.bncc),
    collection: values.collection ? Number(values.collection) : null,
    published: values.published,
    premium: values.premium,
  };
}
