import { z } from 'zod';
import { studentAssignmentSchema, submissionParamsSchema, submissionSchema } from '../assignments';
import { idParamSchema } from '../ids';
import {
  paperAnswersInputSchema,
  quizDraftInputSchema,
  quizResultsSchema,
  skillsGridSchema,
} from '../quizzes';
import { defineRoute, withErrors } from '../route';

const ASSIGNMENT = '/api/content/assignments/:id/';
const STUDENT_ASSIGNMENT = '/api/student/assignments/:id/';

/**
 * Quiz activities beyond the activity routes: results, the class's skills grid, the typed-in answers of a
 * paper test (the test itself prints with the activity's PDF), and the student's saved progress and further attempts.
 */
export const quizRoutes = withErrors([400, 401, 403, 404], {
  results: defineRoute({
    method: 'GET',
    path: `${ASSIGNMENT}results/`,
    summary: 'Resultado de uma avaliação: acerto e respostas dadas por questão, pontos por aluno',
    params: idParamSchema,
    responses: { 200: quizResultsSchema },
  }),
  skills: defineRoute({
    method: 'GET',
    path: '/api/content/classrooms/:id/skills/',
    summary:
      'Alunos × habilidades da BNCC avaliadas nas avaliações da turma (pontos obtidos sobre possíveis)',
    params: idParamSchema,
    responses: { 200: skillsGridSchema },
  }),
  paperAnswers: defineRoute({
    method: 'PUT',
    path: `${ASSIGNMENT}submissions/:studentId/answers/`,
    summary: 'Respostas de uma prova em papel digitadas pela professora, corrigidas como as do aplicativo',
    params: submissionParamsSchema,
    body: paperAnswersInputSchema,
    errors: [400, 401, 403, 404, 409],
    responses: { 200: submissionSchema },
  }),
  saveDraft: defineRoute({
    method: 'PUT',
    path: `${STUDENT_ASSIGNMENT}quiz-draft/`,
    summary: 'Guarda as respostas ainda não entregues e a questão em que o aluno parou',
    params: idParamSchema,
    body: quizDraftInputSchema,
    errors: [400, 401, 403, 404, 409],
    responses: { 204: z.null() },
  }),
  retry: defineRoute({
    method: 'POST',
    path: `${STUDENT_ASSIGNMENT}retry/`,
    summary: 'Começa outra tentativa (até o número de tentativas da avaliação); vale a última entregue',
    params: idParamSchema,
    errors: [400, 401, 403, 404, 409],
    responses: { 200: studentAssignmentSchema },
  }),
});
