import type { CustomLessonPlanInput } from '@aula/contracts';
import { splitCodes, type PlanFormValues } from '../editor/form-values';

export function toCustomPlanInput(values: PlanFormValues): CustomLessonPlanInput {
  return {
    title: values.title.trim(),
    description: values.description,
    cover: values.cover?.id ?? null,
    etapa: (values.etapa || null) as CustomLessonPlanInput['etapa'],
    ano: (values.ano || null) as CustomLessonPlanInput['ano'],
    componente: (values.componente || null) as CustomLessonPlanInput['componente'],
    bncc_codes: splitCodes(values.bncc),
  };
}
