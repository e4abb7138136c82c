import { z } from 'zod';
import { submissionParamsSchema, submissionSchema } from '../assignments';
import { commentInputSchema, commentSchema, returnGradedSchema } from '../correction';
import { idParamSchema } from '../ids';
import { defineRoute, withErrors } from '../route';

const SUBMISSION = '/api/content/assignments/:id/submissions/:studentId/';

/** The correction day: one hand-in at a time, and the private thread about it (the queue: review-queue.ts). */
export const correctionRoutes = withErrors([400, 401, 403, 404], {
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
