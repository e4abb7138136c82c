import { planLessonParamSchema } from '../content';
import { assignmentPrintQuerySchema, printQuerySchema } from '../print';
import { defineRoute, withErrors } from '../route';
import { diaryExportQuerySchema } from '../diary';
import { gradebookQuerySchema } from '../gradebook';
import { idParamSchema } from '../ids';

/**
 * The PDFs for print: plans, lessons and activity sheets. The answer is a PDF file, so no JSON
 * success schema. 422: the document could not be drawn within its limits; 503: too many waiting.
 */
export const printRoutes = withErrors([400, 401, 403, 404, 422, 503], {
  plan: defineRoute({
    method: 'GET',
    path: '/api/content/lessonplans/:lessonplanId/pdf/',
    produces: ['application/pdf'],
    summary: 'O livro em PDF (A4): versão do professor ou folhas do aluno',
    params: planLessonParamSchema,
    query: printQuerySchema,
    responses: {},
  }),
  lesson: defineRoute({
    method: 'GET',
    path: '/api/content/lessons/:id/pdf/',
    produces: ['application/pdf'],
    summary: 'Uma aula em PDF (A4): versão do professor ou folha do aluno',
    params: idParamSchema,
    query: printQuerySchema,
    responses: {},
  }),
  assignment: defineRoute({
    method: 'GET',
    path: '/api/content/assignments/:id/pdf/',
    produces: ['application/pdf'],
    summary: 'A atividade em PDF (A4): folha do aluno (padrão) ou versão do professor',
    params: idParamSchema,
    query: assignmentPrintQuerySchema,
    responses: {},
  }),
  classroomPlan: defineRoute({
    method: 'GET',
    path: '/api/content/classrooms/:id/plan/pdf/',
    produces: ['application/pdf'],
    summary: 'O planejamento anual da turma em PDF (A4): períodos, habilidades da BNCC com o texto e aulas',
    params: idParamSchema,
    responses: {},
  }),
  diary: defineRoute({
    method: 'GET',
    path: '/api/content/classrooms/:id/diary/pdf/',
    produces: ['application/pdf'],
    summary: 'O diário do período em PDF (A4): grade de presença por mês e o registro de conteúdos',
    params: idParamSchema,
    query: diaryExportQuerySchema,
    responses: {},
  }),
  conselho: defineRoute({
    method: 'GET',
    path: '/api/content/classrooms/:id/conselho/pdf/',
    produces: ['application/pdf'],
    summary: 'Ficha do conselho de classe (A4): notas, média final e frequência de cada aluno, com alertas',
    params: idParamSchema,
    query: gradebookQuerySchema,
    responses: {},
  }),
  reportCards: defineRoute({
    method: 'GET',
    path: '/api/content/classrooms/:id/report-cards/pdf/',
    produces: ['application/pdf'],
    summary: 'Um boletim por aluno (A4): os períodos fechados, média, frequência e parecer',
    params: idParamSchema,
    query: gradebookQuerySchema,
    responses: {},
  }),
});
