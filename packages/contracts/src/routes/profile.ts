import { z } from 'zod';
import {
  bulkCreatedStudentsSchema,
  createdStudentSchema,
  feedbackInputSchema,
  studentBulkInputSchema,
  studentInputSchema,
  studentListQuerySchema,
  studentPageSchema,
  studentSchema,
  studentUpdateSchema,
  teacherStatisticsSchema,
} from '../classrooms';
import { favoriteSchema } from '../content';
import { favoriteInputSchema } from '../content-inputs';
import { paginatedSchema, paginationQuerySchema } from '../errors';
import { defineRoute, withErrors } from '../route';
import { idParamSchema } from '../ids';

const MY_STUDENTS = '/api/profile/my-students/';
const MY_FAVORITES = '/api/profile/my-favorites/';

/** Under /api/profile/ (SPEC section 7, Profile): statistics, messages, students and favourites (the person herself is `meRoutes`). */
export const profileRoutes = withErrors([400, 401, 403, 404, 429], {
  statistics: defineRoute({
    method: 'GET',
    path: '/api/profile/my-statistics',
    summary: 'Uso do professor e limites do plano',
    responses: { 200: teacherStatisticsSchema },
  }),
  sendFeedback: defineRoute({
    method: 'POST',
    path: '/api/profile/feedbacks/',
    summary: 'Envia uma mensagem para a equipe',
    body: feedbackInputSchema,
    responses: {
      201: z.object({
        id: z.number(),
        message: z.string(),
        rating: z.number().nullable(),
        created_at: z.string(),
      }),
    },
  }),
  listStudents: defineRoute({
    method: 'GET',
    path: MY_STUDENTS,
    summary: 'Alunos do professor',
    query: studentListQuerySchema,
    responses: { 200: studentPageSchema },
  }),
  createStudent: defineRoute({
    method: 'POST',
    path: MY_STUDENTS,
    summary: 'Cria um aluno (usuário e senha temporária gerados se omitidos)',
    body: studentInputSchema,
    responses: { 201: createdStudentSchema },
  }),
  createStudents: defineRoute({
    method: 'POST',
    path: `${MY_STUDENTS}bulk/`,
    summary: 'Cria vários alunos de uma lista de nomes',
    body: studentBulkInputSchema,
    responses: { 201: bulkCreatedStudentsSchema },
  }),
  updateStudent: defineRoute({
    method: 'PUT',
    path: `${MY_STUDENTS}:id/`,
    summary: 'Edita um aluno',
    params: idParamSchema,
    body: studentUpdateSchema,
    responses: { 200: studentSchema },
  }),
  removeStudent: defineRoute({
    method: 'DELETE',
    path: `${MY_STUDENTS}:id/`,
    summary: 'Exclui a conta do aluno',
    params: idParamSchema,
    responses: { 204: z.null() },
  }),
  listFavorites: defineRoute({
    method: 'GET',
    path: MY_FAVORITES,
    summary: 'Aulas favoritas',
    query: paginationQuerySchema,
    errors: [400, 401, 403, 404],
    responses: { 200: paginatedSchema(favoriteSchema) },
  }),
  addFavorite: defineRoute({
    method: 'POST',
    path: MY_FAVORITES,
    summary: 'Favorita uma aula (201; 200 se já era favorita)',
    body: favoriteInputSchema,
    errors: [400, 401, 403, 404],
    responses: { 200: favoriteSchema, 201: favoriteSchema },
  }),
  removeFavorite: defineRoute({
    method: 'DELETE',
    path: '/api/profile/my-favorites/:id',
    summary: 'Remove dos favoritos',
    params: idParamSchema,
    errors: [400, 401, 403, 404],
    responses: { 204: z.null() },
  }),
});
