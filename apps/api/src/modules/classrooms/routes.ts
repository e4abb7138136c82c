import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  badRequestSchema,
  classroomCodeSchema,
  classroomInputSchema,
  classroomPatchSchema,
  classroomSummarySchema,
  detailErrorSchema,
  linkLessonsSchema,
  linkedLessonSchema,
  linkStudentsSchema,
  CLASSROOM_NOT_FOUND_CODE,
  paginatedSchema,
  paginationQuerySchema,
  publicClassroomSchema,
  selfLinkSchema,
  studentClassroomDetailSchema,
  studentClassroomSchema,
  teacherClassroomSchema,
  teachingClassPatchSchema,
  idParamSchema,
} from '@aula/contracts';
import { ApiError } from '../../lib/errors';
import { pageOf } from '../../lib/pagination';
import type { RateLimiter } from '../../lib/rate-limiter';
import { authOf, type RequireAuth } from '../../plugins/auth';
import type { ClassroomsService } from './service';
import type { StudentAreaService } from './student-area';

const tags = ['turmas'];
const errors = {
  400: badRequestSchema,
  401: detailErrorSchema,
  403: detailErrorSchema,
  404: detailErrorSchema,
};

export function classroomsRoutes(
  app: FastifyInstance,
  deps: {
    classrooms: ClassroomsService;
    studentArea: StudentAreaService;
    requireAuth: RequireAuth;
    rateLimiter: RateLimiter;
    publicUrl: string;
  },
) {
  const { classrooms, studentArea, requireAuth, rateLimiter } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const teacher = requireAuth({ roles: ['teacher'] });

  r.get(
    '/api/content/classrooms/',
    {
      onRequest: requireAuth({ roles: ['teacher', 'student'] }),
      schema: {
        tags,
        summary: 'Turmas do professor, ou do aluno conectado',
        querystring: paginationQuerySchema,
        response: {
          200: paginatedSchema(z.union([classroomSummarySchema, studentClassroomSchema])),
          ...errors,
        },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const { page, page_size } = request.query;
      return user.isTeacher
        ? pageOf(request, deps.publicUrl, await classrooms.list(user, page, page_size), request.query)
        : pageOf(request, deps.publicUrl, await studentArea.list(user, page, page_size), request.query);
    },
  );
  r.post(
    '/api/content/classrooms/',
    {
      onRequest: teacher,
      schema: {
        tags,
        summary: 'Cria uma turma',
        body: classroomInputSchema,
        response: { 201: teacherClassroomSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await classrooms.create(authOf(request).user, request.body)),
  );
  r.get(
    '/api/content/classrooms/:id/',
    {
      onRequest: requireAuth({ roles: ['teacher', 'student'] }),
      schema: {
        tags,
        summary: 'Uma turma (o aluno vê só as aulas, sem anotações nem colegas)',
        params: idParamSchema,
        response: { 200: z.union([teacherClassroomSchema, studentClassroomDetailSchema]), ...errors },
      },
    },
    (request) => {
      const { user } = authOf(request);
      return user.isTeacher
        ? classrooms.detail(user, request.params.id)
        : studentArea.detail(user, request.params.id);
    },
  );
  r.patch(
    '/api/content/classrooms/:id/',
    {
      onRequest: teacher,
      schema: {
        tags,
        summary: 'Edita a turma, gera um novo código ou desativa o código',
        params: idParamSchema,
        body: classroomPatchSchema,
        response: { 200: teacherClassroomSchema, ...errors },
      },
    },
    (request) => classrooms.update(authOf(request).user, request.params.id, request.body),
  );
  r.delete(
    '/api/content/classrooms/:id/',
    {
      onRequest: teacher,
      schema: {
        tags,
        summary: 'Exclui a turma',
        params: idParamSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await classrooms.remove(authOf(request).user, request.params.id);
      return reply.status(204).send(null);
    },
  );
  r.get(
    '/api/content/classrooms/code/:code/',
    {
      schema: {
        tags,
        summary: 'Dados públicos de uma turma pelo código (sem login)',
        params: z.object({ code: z.string().max(20) }),
        response: { 200: publicClassroomSchema, 404: detailErrorSchema, 429: detailErrorSchema },
      },
    },
    async (request) => {
      await rateLimiter.consume({
        key: `classroom-code:ip:${request.ip}`,
        limit: 60,
        windowSeconds: 15 * 60,
      });
      const code = classroomCodeSchema.safeParse(request.params.code);
      if (!code.success) {
        throw new ApiError(404, 'Não encontramos uma turma com este código.', CLASSROOM_NOT_FOUND_CODE);
      }
      return classrooms.findByCode(code.data);
    },
  );

  const link = (
    path: string,
    summary: string,
    body: typeof linkLessonsSchema | typeof linkStudentsSchema,
    run: (
      teacherId: Parameters<ClassroomsService['detail']>[0],
      id: number,
      ids: number[],
    ) => Promise<unknown>,
  ) =>
    r.post(
      `/api/content/classrooms/:id/${path}/`,
      {
        onRequest: teacher,
        schema: {
          tags,
          summary,
          params: idParamSchema,
          body,
          response: { 200: teacherClassroomSchema, ...errors },
        },
      },
      (request) => {
        const payload = request.body as { lessons?: number[]; students?: number[] };
        return run(
          authOf(request).user,
          request.params.id,
          payload.lessons ?? payload.students ?? [],
        ) as Promise<z.infer<typeof teacherClassroomSchema>>;
      },
    );
  link('link_lessons', 'Vincula aulas à turma', linkLessonsSchema, classrooms.linkLessons);
  link('link-students', 'Coloca alunos do professor na turma', linkStudentsSchema, classrooms.linkStudents);
  link('unlink_students', 'Tira alunos da turma', linkStudentsSchema, classrooms.unlinkStudents);

  r.post(
    '/api/content/classrooms/:id/self-link/',
    {
      onRequest: requireAuth({ roles: ['student'] }),
      schema: {
        tags,
        summary: 'O aluno entra na turma (o código precisa conferir)',
        params: idParamSchema,
        body: selfLinkSchema,
        response: { 200: studentClassroomDetailSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      await classrooms.selfLink(user, request.params.id, request.body.code);
      return studentArea.detail(user, request.params.id);
    },
  );
  r.patch(
    '/api/content/teaching-class/:id/',
    {
      onRequest: teacher,
      schema: {
        tags,
        summary: 'Anotação privada do professor sobre uma aula da turma',
        params: idParamSchema,
        body: teachingClassPatchSchema,
        response: { 200: linkedLessonSchema, ...errors },
      },
    },
    async (request) => {
      const detail = await classrooms.updateTeachingClass(
        authOf(request).user,
        request.params.id,
        request.body.teacher_note,
      );
      return detail.lessons.find((l) => l.teaching_class_id === request.params.id)!;
    },
  );
  r.delete(
    '/api/content/teaching-class/:id/',
    {
      onRequest: teacher,
      schema: {
        tags,
        summary: 'Desvincula a aula da turma',
        params: idParamSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await classrooms.removeTeachingClass(authOf(request).user, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
