import {
  bnccCodeParamSchema,
  bnccSkillDetailSchema,
  bnccSkillPageSchema,
  bnccSkillQuerySchema,
  bnccUnidadesQuerySchema,
  bnccUnidadesSchema,
  calendarInputSchema,
  calendarSchema,
  classroomPlanSchema,
  planInputSchema,
} from '../bncc';
import { idParamSchema } from '../ids';
import { defineRoute, withErrors } from '../route';

const CLASSROOM = '/api/content/classrooms/:id/';

/** The BNCC skills table, and the calendar and annual plan of a class. */
export const bnccRoutes = withErrors([400, 401, 403, 404], {
  skills: defineRoute({
    method: 'GET',
    path: '/api/bncc/skills/',
    summary: 'Habilidades da BNCC por etapa, ano, componente e busca (texto sem acentos ou código)',
    query: bnccSkillQuerySchema,
    responses: { 200: bnccSkillPageSchema },
  }),
  skill: defineRoute({
    method: 'GET',
    path: '/api/bncc/skills/:code/',
    summary: 'Uma habilidade da BNCC e as aulas que a trabalham',
    params: bnccCodeParamSchema,
    responses: { 200: bnccSkillDetailSchema },
  }),
  unidades: defineRoute({
    method: 'GET',
    path: '/api/bncc/unidades-tematicas/',
    summary: 'Unidades temáticas de um ano e componente',
    query: bnccUnidadesQuerySchema,
    responses: { 200: bnccUnidadesSchema },
  }),
  calendar: defineRoute({
    method: 'GET',
    path: `${CLASSROOM}calendar/`,
    summary: 'Calendário escolar da turma: períodos e dias sem aula',
    params: idParamSchema,
    responses: { 200: calendarSchema },
  }),
  saveCalendar: defineRoute({
    method: 'PUT',
    path: `${CLASSROOM}calendar/`,
    summary: 'Salva o calendário da turma, ou copia o de outra turma (copy_from)',
    params: idParamSchema,
    body: calendarInputSchema,
    responses: { 200: calendarSchema },
  }),
  plan: defineRoute({
    method: 'GET',
    path: `${CLASSROOM}plan/`,
    summary: 'Planejamento anual da turma por período, com a situação de cada habilidade',
    params: idParamSchema,
    responses: { 200: classroomPlanSchema },
  }),
  savePlan: defineRoute({
    method: 'PUT',
    path: `${CLASSROOM}plan/`,
    summary: 'Salva o planejamento anual (habilidades, aulas e observações por período)',
    params: idParamSchema,
    body: planInputSchema,
    responses: { 200: classroomPlanSchema },
  }),
});
