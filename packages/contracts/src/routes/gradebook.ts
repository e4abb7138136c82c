import { z } from 'zod';
import {
  gradebookEntryInputSchema,
  gradebookEntryParamSchema,
  gradebookEntrySchema,
  gradebookQuerySchema,
  gradebookSchema,
  gradingSchema,
  studentReportCardSchema,
} from '../gradebook';
import { idParamSchema } from '../ids';
import { defineRoute, withErrors } from '../route';

const CLASSROOM = '/api/content/classrooms/:id/';

/**
 * Notas por período: how the class is graded, the gradebook of a period, concepts and pareceres, the
 * exports for the school (CSV, conselho de classe, boletins) and the student's own boletim. Closing a
 * period is in the diary routes (it freezes both).
 */
export const gradebookRoutes = withErrors([400, 401, 403, 404], {
  grading: defineRoute({
    method: 'GET',
    path: `${CLASSROOM}grading/`,
    summary: 'Como a turma é avaliada: nota, conceito ou parecer, escala, média, fórmula e recuperação',
    params: idParamSchema,
    responses: { 200: gradingSchema },
  }),
  saveGrading: defineRoute({
    method: 'PUT',
    path: `${CLASSROOM}grading/`,
    summary: 'Salva como a turma é avaliada',
    params: idParamSchema,
    body: gradingSchema,
    responses: { 200: gradingSchema },
  }),
  gradebook: defineRoute({
    method: 'GET',
    path: `${CLASSROOM}gradebook/`,
    summary: 'Notas do período (sem período: o atual): atividades com peso, médias, recuperação e frequência',
    params: idParamSchema,
    query: gradebookQuerySchema,
    responses: { 200: gradebookSchema },
  }),
  saveEntry: defineRoute({
    method: 'PUT',
    path: `${CLASSROOM}gradebook/:studentId/periods/:index/`,
    summary: 'Conceito, parecer descritivo ou observação de um aluno no período',
    params: gradebookEntryParamSchema,
    body: gradebookEntryInputSchema,
    responses: { 200: gradebookEntrySchema },
    errors: [400, 401, 403, 404, 409],
  }),
  /** text/csv, not JSON: the web downloads it as a file. */
  csv: defineRoute({
    method: 'GET',
    path: `${CLASSROOM}gradebook.csv`,
    produces: ['text/csv'],
    summary: 'Notas do período em CSV para o sistema da escola (UTF-8 com BOM, ";")',
    params: idParamSchema,
    query: gradebookQuerySchema,
    responses: { 200: z.string() },
  }),
  studentReportCard: defineRoute({
    method: 'GET',
    path: '/api/student/report-card/',
    summary: 'O boletim do aluno: em cada turma, os períodos já fechados',
    responses: { 200: studentReportCardSchema },
  }),
});
