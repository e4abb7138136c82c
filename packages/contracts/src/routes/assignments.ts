import { z } from 'zod';
import {
  assignmentCopyInputSchema,
  assignmentCopyResultSchema,
  assignmentInputSchema,
  assignmentPatchSchema,
  assignmentSchema,
  bnccCoverageSchema,
  postInputSchema,
  postPatchSchema,
  postSchema,
  progressSchema,
  studentAssignmentQuerySchema,
  studentAssignmentSchema,
  studentAssignmentSummarySchema,
  submissionParamsSchema,
  submissionPatchSchema,
  submissionSchema,
  submitInputSchema,
} from '../assignments';
import { storedFileSchema } from '../content';
import { paginatedSchema, paginationQuerySchema } from '../errors';
import { defineRoute, withErrors } from '../route';
import { idParamSchema } from '../ids';

const CLASSROOM = '/api/content/classrooms/:id/';
const ASSIGNMENT = '/api/content/assignments/:id/';
const POST = '/api/content/posts/:id/';
const STUDENT_ASSIGNMENT = '/api/student/assignments/:id/';

/**
 * Activities, hand-ins, progress and BNCC coverage (SPEC section 7), the teacher's side under
 * /api/content/; the class feed and the student's side (under /api/student/) follow.
 */
export const assignmentRoutes = withErrors([400, 401, 403, 404], {
  list: defineRoute({
    method: 'GET',
    path: `${CLASSROOM}assignments/`,
    summary: 'Atividades da turma, as mais novas primeiro',
    params: idParamSchema,
    query: paginationQuerySchema,
    responses: { 200: paginatedSchema(assignmentSchema) },
  }),
  create: defineRoute({
    method: 'POST',
    path: `${CLASSROOM}assignments/`,
    summary:
      'Passa uma atividade (students null: toda a turma, também quem entrar depois); uma aula legível ainda não vinculada é vinculada à turma',
    params: idParamSchema,
    body: assignmentInputSchema,
    errors: [400, 401, 403, 404, 409],
    responses: { 201: assignmentSchema },
  }),
  detail: defineRoute({
    method: 'GET',
    path: ASSIGNMENT,
    summary: 'Uma atividade',
    params: idParamSchema,
    responses: { 200: assignmentSchema },
  }),
  update: defineRoute({
    method: 'PATCH',
    path: ASSIGNMENT,
    summary: 'Edita uma atividade',
    params: idParamSchema,
    body: assignmentPatchSchema,
    responses: { 200: assignmentSchema },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: ASSIGNMENT,
    summary: 'Exclui uma atividade',
    params: idParamSchema,
    responses: { 204: z.null() },
  }),
  copy: defineRoute({
    method: 'POST',
    path: `${ASSIGNMENT}copy/`,
    summary: 'Passa a mesma atividade (arquivos, links, aula) para outras turmas do professor, sem entregas',
    params: idParamSchema,
    body: assignmentCopyInputSchema,
    responses: { 201: assignmentCopyResultSchema },
  }),
  submissions: defineRoute({
    method: 'GET',
    path: `${ASSIGNMENT}submissions/`,
    summary: 'Uma linha por aluno que recebeu a atividade, com status, nota e devolutiva',
    params: idParamSchema,
    responses: { 200: z.array(submissionSchema) },
  }),
  grade: defineRoute({
    method: 'PATCH',
    path: `${ASSIGNMENT}submissions/:studentId/`,
    summary: 'Dá nota (0 a 10, uma casa decimal), escreve a devolutiva e devolve ao aluno',
    params: submissionParamsSchema,
    body: submissionPatchSchema,
    responses: { 200: submissionSchema },
  }),
  progress: defineRoute({
    method: 'GET',
    path: `${CLASSROOM}progress/`,
    summary: 'Alunos × atividades: status e nota de cada um (null: a atividade não é para o aluno)',
    params: idParamSchema,
    responses: { 200: progressSchema },
  }),
  /** text/csv, not JSON: the web downloads it as a file. */
  gradesCsv: defineRoute({
    method: 'GET',
    path: `${CLASSROOM}grades.csv`,
    produces: ['text/csv'],
    summary: 'Notas da turma em CSV (UTF-8 com BOM, separador ";") para o Excel',
    params: idParamSchema,
    responses: { 200: z.string() },
  }),
  bnccCoverage: defineRoute({
    method: 'GET',
    path: `${CLASSROOM}bncc-coverage/`,
    summary: 'Habilidades da BNCC trabalhadas nas atividades da turma e quanto da turma entregou',
    params: idParamSchema,
    responses: { 200: bnccCoverageSchema },
  }),
});

/** The class feed ("mural"): its teacher writes, her students read. */
export const classroomPostRoutes = withErrors([400, 401, 403, 404], {
  posts: defineRoute({
    method: 'GET',
    path: `${CLASSROOM}posts/`,
    summary: 'Mural da turma, o mais novo primeiro (professor e alunos da turma)',
    params: idParamSchema,
    query: paginationQuerySchema,
    responses: { 200: paginatedSchema(postSchema) },
  }),
  createPost: defineRoute({
    method: 'POST',
    path: `${CLASSROOM}posts/`,
    summary: 'Publica um aviso no mural',
    params: idParamSchema,
    body: postInputSchema,
    responses: { 201: postSchema },
  }),
  updatePost: defineRoute({
    method: 'PATCH',
    path: POST,
    summary: 'Edita um aviso do mural',
    params: idParamSchema,
    body: postPatchSchema,
    responses: { 200: postSchema },
  }),
  removePost: defineRoute({
    method: 'DELETE',
    path: POST,
    summary: 'Apaga um aviso do mural',
    params: idParamSchema,
    responses: { 204: z.null() },
  }),
});

/**
 * The student's side, apart from the teacher's so the student's screens load only their own
 * schemas.
 */
export const studentAssignmentRoutes = withErrors([400, 401, 403, 404], {
  studentList: defineRoute({
    method: 'GET',
    path: '/api/student/assignments/',
    summary: 'Atividades do aluno: "todo" (prazo mais próximo primeiro) ou "done"',
    query: studentAssignmentQuerySchema,
    errors: [400, 401, 403, 404, 409],
    responses: { 200: paginatedSchema(studentAssignmentSummarySchema) },
  }),
  studentDetail: defineRoute({
    method: 'GET',
    path: STUDENT_ASSIGNMENT,
    summary: 'Uma atividade com o material do aluno (a primeira leitura marca como aberta)',
    params: idParamSchema,
    errors: [400, 401, 403, 404, 409],
    responses: { 200: studentAssignmentSchema },
  }),
  submit: defineRoute({
    method: 'POST',
    path: `${STUDENT_ASSIGNMENT}submit/`,
    summary: 'Entrega a atividade (depois do prazo fica "late")',
    params: idParamSchema,
    body: submitInputSchema,
    errors: [400, 401, 403, 404, 409],
    responses: { 200: studentAssignmentSchema },
  }),
  unsubmit: defineRoute({
    method: 'POST',
    path: `${STUDENT_ASSIGNMENT}unsubmit/`,
    summary: 'Desfaz a entrega enquanto a professora não devolveu',
    params: idParamSchema,
    errors: [400, 401, 403, 404, 409],
    responses: { 200: studentAssignmentSchema },
  }),
  /** multipart/form-data with the field "file": the route reads it itself, so no body schema here. */
  upload: defineRoute({
    method: 'POST',
    path: '/api/student/uploads/',
    consumes: ['multipart/form-data'],
    summary: 'Envia uma foto ou PDF para uma entrega (até 10 MB) no campo "file"',
    errors: [400, 401, 403, 404, 409, 429],
    responses: { 201: storedFileSchema },
  }),
});
