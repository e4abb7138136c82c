import { z } from 'zod';
import {
  attendanceQuerySchema,
  attendanceSchema,
  diaryDateParamSchema,
  diaryDaysSchema,
  diaryExportQuerySchema,
  diaryRangeQuerySchema,
  diaryRecordInputSchema,
  diaryRecordSchema,
  periodClosureSchema,
  periodParamSchema,
  scheduleSchema,
} from '../diary';
import { idParamSchema } from '../ids';
import { defineRoute, withErrors } from '../route';

const CLASSROOM = '/api/content/classrooms/:id/';

/** The class diary: schedule, roll call and lesson record per day, attendance and its exports. */
export const diaryRoutes = withErrors([400, 401, 403, 404], {
  schedule: defineRoute({
    method: 'GET',
    path: `${CLASSROOM}schedule/`,
    summary: 'Horário da turma: em que dias da semana tem aula e quantas aulas por dia',
    params: idParamSchema,
    responses: { 200: scheduleSchema },
  }),
  saveSchedule: defineRoute({
    method: 'PUT',
    path: `${CLASSROOM}schedule/`,
    summary: 'Salva o horário da turma',
    params: idParamSchema,
    body: scheduleSchema,
    responses: { 200: scheduleSchema },
  }),
  days: defineRoute({
    method: 'GET',
    path: `${CLASSROOM}diary/`,
    summary: 'Dias letivos da turma entre duas datas (padrão: o mês atual), com a situação de cada um',
    params: idParamSchema,
    query: diaryRangeQuerySchema,
    responses: { 200: diaryDaysSchema },
  }),
  record: defineRoute({
    method: 'GET',
    path: `${CLASSROOM}diary/:date/`,
    summary: 'Chamada e registro de um dia (sem registro: a sugestão tirada das atividades do dia)',
    params: diaryDateParamSchema,
    responses: { 200: diaryRecordSchema },
  }),
  saveRecord: defineRoute({
    method: 'PUT',
    path: `${CLASSROOM}diary/:date/`,
    summary: 'Registra a chamada e o conteúdo de um dia letivo; quem não está nas faltas está presente',
    params: diaryDateParamSchema,
    body: diaryRecordInputSchema,
    responses: { 200: diaryRecordSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  removeRecord: defineRoute({
    method: 'DELETE',
    path: `${CLASSROOM}diary/:date/`,
    summary: 'Apaga o registro de um dia',
    params: diaryDateParamSchema,
    responses: { 204: z.null() },
    errors: [400, 401, 403, 404, 409],
  }),
  attendance: defineRoute({
    method: 'GET',
    path: `${CLASSROOM}attendance/`,
    summary: 'Frequência de cada aluno no período (sem período: o ano até hoje)',
    params: idParamSchema,
    query: attendanceQuerySchema,
    responses: { 200: attendanceSchema },
  }),
  /** text/csv, not JSON: the web downloads it as a file. */
  csv: defineRoute({
    method: 'GET',
    path: `${CLASSROOM}diary.csv`,
    produces: ['text/csv'],
    summary: 'Diário do período em CSV (UTF-8 com BOM, ";"): P, F ou FJ por dia e os totais',
    params: idParamSchema,
    query: diaryExportQuerySchema,
    responses: { 200: z.string() },
  }),
  closePeriod: defineRoute({
    method: 'POST',
    path: `${CLASSROOM}periods/:index/close/`,
    summary: 'Fecha o período: o diário e as notas dele não mudam mais até reabrir',
    params: periodParamSchema,
    responses: { 200: periodClosureSchema },
  }),
  reopenPeriod: defineRoute({
    method: 'POST',
    path: `${CLASSROOM}periods/:index/reopen/`,
    summary: 'Reabre um período fechado',
    params: periodParamSchema,
    responses: { 200: periodClosureSchema },
  }),
});
