import { z } from 'zod';
import { submissionParamsSchema, submissionSchema } from '../assignments';
import {
  commentInputSchema,
  commentSchema,
  markReadResultSchema,
  markReadSchema,
  notificationListSchema,
  notificationSettingsSchema,
  notificationsQuerySchema,
  returnGradedSchema,
  reviewQueueQuerySchema,
  reviewQueueSchema,
} from '../correction';
import { idParamSchema } from '../ids';
import { defineRoute, withErrors } from '../route';

const SUBMISSION = '/api/content/assignments/:id/submissions/:studentId/';

/** The correction day: what to review, one hand-in at a time, and the private thread about it. */
export const correctionRoutes = withErrors([400, 401, 403, 404], {
  reviewQueue: defineRoute({
    method: 'GET',
    path: '/api/content/review-queue/',
    summary: 'Entregas esperando correção em todas as turmas da professora, a mais antiga primeiro',
    query: reviewQueueQuerySchema,
    responses: { 200: reviewQueueSchema },
  }),
  submission: defineRoute({
    method: 'GET',
    path: SUBMISSION,
    summary: 'A entrega de um aluno, com as tentativas anteriores',
    params: submissionParamsSchema,
    responses: { 200: submissionSchema },
  }),
  returnGraded: defineRoute({
    method: 'POST',
    path: '/api/content/assignments/:id/return-graded/',
    summary: 'Devolve de uma vez todas as entregas com nota ainda não devolvidas',
    params: idParamSchema,
    responses: { 200: returnGradedSchema },
  }),
  teacherComments: defineRoute({
    method: 'GET',
    path: `${SUBMISSION}comments/`,
    summary:
      'Comentários particulares entre a professora e o aluno sobre a atividade, os mais antigos primeiro',
    params: submissionParamsSchema,
    responses: { 200: z.array(commentSchema) },
  }),
  teacherComment: defineRoute({
    method: 'POST',
    path: `${SUBMISSION}comments/`,
    summary: 'Escreve um comentário particular para o aluno',
    params: submissionParamsSchema,
    body: commentInputSchema,
    responses: { 201: commentSchema },
  }),
  studentComments: defineRoute({
    method: 'GET',
    path: '/api/student/assignments/:id/comments/',
    summary: 'Comentários particulares com a professora sobre a atividade, os mais antigos primeiro',
    params: idParamSchema,
    responses: { 200: z.array(commentSchema) },
  }),
  studentComment: defineRoute({
    method: 'POST',
    path: '/api/student/assignments/:id/comments/',
    summary: 'Escreve um comentário particular para a professora',
    params: idParamSchema,
    body: commentInputSchema,
    responses: { 201: commentSchema },
  }),
});

/** The bell, in both areas, and the teacher's daily digest. */
export const notificationRoutes = withErrors([400, 401, 403], {
  list: defineRoute({
    method: 'GET',
    path: '/api/notifications/',
    summary: 'Notificações, as mais novas primeiro (as 50 últimas; ?unread=true: só as não lidas)',
    query: notificationsQuerySchema,
    responses: { 200: notificationListSchema },
  }),
  markRead: defineRoute({
    method: 'POST',
    path: '/api/notifications/read/',
    summary: 'Marca notificações como lidas: {"ids": [...]} ou {"all": true}',
    body: markReadSchema,
    responses: { 200: markReadResultSchema },
  }),
  settings: defineRoute({
    method: 'GET',
    path: '/api/notifications/settings/',
    summary: 'Se a professora recebe o resumo diário por e-mail',
    responses: { 200: notificationSettingsSchema },
  }),
  updateSettings: defineRoute({
    method: 'PATCH',
    path: '/api/notifications/settings/',
    summary: 'Liga ou desliga o resumo diário por e-mail (18h, horário de Brasília)',
    body: notificationSettingsSchema,
    responses: { 200: notificationSettingsSchema },
  }),
});
