import { z } from 'zod';
import {
  classroomCopyInputSchema,
  classroomInputSchema,
  classroomListQuerySchema,
  classroomPatchSchema,
  classroomSummarySchema,
  linkedLessonSchema,
  linkLessonsSchema,
  linkStudentsSchema,
  publicClassroomSchema,
  selfLinkSchema,
  studentClassroomDetailSchema,
  studentClassroomSchema,
  teacherClassroomSchema,
  teachingClassPatchSchema,
} from '../classrooms';
import { paginatedSchema } from '../errors';
import { defineRoute, withErrors } from '../route';
import { idParamSchema } from '../ids';

const CLASSROOM = '/api/content/classrooms/:id/';

/** The classrooms endpoints (SPEC section 7), for the API's routes and the web app's calls. */
export const classroomRoutes = withErrors([400, 401, 403, 404], {
  list: defineRoute({
    method: 'GET',
    path: '/api/content/classrooms/',
    summary: 'Turmas do professor (archived=true: só as arquivadas), ou do aluno conectado',
    query: classroomListQuerySchema,
    responses: { 200: paginatedSchema(z.union([classroomSummarySchema, studentClassroomSchema])) },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/content/classrooms/',
    summary: 'Cria uma turma',
    body: classroomInputSchema,
    responses: { 201: teacherClassroomSchema },
  }),
  detail: defineRoute({
    method: 'GET',
    path: CLASSROOM,
    summary: 'Uma turma (o aluno vê só as aulas, sem anotações nem colegas)',
    params: idParamSchema,
    responses: { 200: z.union([teacherClassroomSchema, studentClassroomDetailSchema]) },
  }),
  update: defineRoute({
    method: 'PATCH',
    path: CLASSROOM,
    summary: 'Edita a turma, gera um novo código ou desativa o código',
    params: idParamSchema,
    body: classroomPatchSchema,
    responses: { 200: teacherClassroomSchema },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: CLASSROOM,
    summary: 'Exclui a turma',
    params: idParamSchema,
    responses: { 204: z.null() },
  }),
  copy: defineRoute({
    method: 'POST',
    path: `${CLASSROOM}copy/`,
    summary:
      'Copia a turma para outro ano: as mesmas aulas com anotações e as atividades como rascunho, sem alunos nem mural',
    params: idParamSchema,
    body: classroomCopyInputSchema,
    responses: { 201: teacherClassroomSchema },
  }),
  byCode: defineRoute({
    method: 'GET',
    path: '/api/content/classrooms/code/:code/',
    summary: 'Dados públicos de uma turma pelo código (sem login)',
    params: z.object({ code: z.string().max(20) }),
    errors: [404, 429],
    responses: { 200: publicClassroomSchema },
  }),
  linkLessons: defineRoute({
    method: 'POST',
    path: `${CLASSROOM}link_lessons/`,
    summary: 'Vincula aulas à turma',
    params: idParamSchema,
    body: linkLessonsSchema,
    responses: { 200: teacherClassroomSchema },
  }),
  linkStudents: defineRoute({
    method: 'POST',
    path: `${CLASSROOM}link-students/`,
    summary: 'Coloca alunos do professor na turma',
    params: idParamSchema,
    body: linkStudentsSchema,
    responses: { 200: teacherClassroomSchema },
  }),
  unlinkStudents: defineRoute({
    method: 'POST',
    path: `${CLASSROOM}unlink_students/`,
    summary: 'Tira alunos da turma',
    params: idParamSchema,
    body: linkStudentsSchema,
    responses: { 200: teacherClassroomSchema },
  }),
  selfLink: defineRoute({
    method: 'POST',
    path: `${CLASSROOM}self-link/`,
    summary: 'O aluno entra na turma (o código precisa conferir)',
    params: idParamSchema,
    body: selfLinkSchema,
    responses: { 200: studentClassroomDetailSchema },
  }),
  updateTeachingClass: defineRoute({
    method: 'PATCH',
    path: '/api/content/teaching-class/:id/',
    summary: 'Anotação privada do professor sobre uma aula da turma',
    params: idParamSchema,
    body: teachingClassPatchSchema,
    responses: { 200: linkedLessonSchema },
  }),
  removeTeachingClass: defineRoute({
    method: 'DELETE',
    path: '/api/content/teaching-class/:id/',
    summary: 'Desvincula a aula da turma',
    params: idParamSchema,
    responses: { 204: z.null() },
  }),
});
