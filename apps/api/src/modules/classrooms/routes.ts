import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { classroomCodeSchema, classroomRoutes, CLASSROOM_NOT_FOUND_CODE } from '@aula/contracts';
import { ApiError } from '../../lib/errors';
import { fromContract } from '../../lib/route-contract';
import { pageOf } from '../../lib/pagination';
import type { RateLimiter } from '../../lib/rate-limiter';
import { type RequireAuth } from '../../plugins/auth';
import { authOf } from '../../lib/auth-context';
import type { ClassroomsService } from './service';
import type { StudentAreaService } from './student-area';

const tags = ['turmas'];

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

  const meta = { tags };

  r.route({
    ...fromContract(classroomRoutes.list, meta),
    onRequest: requireAuth({ roles: ['teacher', 'student'] }),
    handler: async (request) => {
      const { user } = authOf(request);
      const { page, page_size } = request.query;
      return user.isTeacher
        ? pageOf(
            request,
            deps.publicUrl,
            await classrooms.list(user, page, page_size, request.query.archived),
            request.query,
          )
        : pageOf(request, deps.publicUrl, await studentArea.list(user, page, page_size), request.query);
    },
  });
  r.route({
    ...fromContract(classroomRoutes.create, meta),
    onRequest: teacher,
    handler: async (request, reply) =>
      reply.status(201).send(await classrooms.create(authOf(request).user, request.body)),
  });
  r.route({
    ...fromContract(classroomRoutes.detail, meta),
    onRequest: requireAuth({ roles: ['teacher', 'student'] }),
    handler: (request) => {
      const { user } = authOf(request);
      return user.isTeacher
        ? classrooms.detail(user, request.params.id)
        : studentArea.detail(user, request.params.id);
    },
  });
  r.route({
    ...fromContract(classroomRoutes.update, meta),
    onRequest: teacher,
    handler: (request) => classrooms.update(authOf(request).user, request.params.id, request.body),
  });
  r.route({
    ...fromContract(classroomRoutes.remove, meta),
    onRequest: teacher,
    handler: async (request, reply) => {
      await classrooms.remove(authOf(request).user, request.params.id);
      return reply.status(204).send(null);
    },
  });
  r.route({
    ...fromContract(classroomRoutes.byCode, { tags }),
    handler: async (request) => {
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
  });
  r.route({
    ...fromContract(classroomRoutes.linkLessons, meta),
    onRequest: teacher,
    handler: (request) =>
      classrooms.linkLessons(authOf(request).user, request.params.id, request.body.lessons),
  });
  r.route({
    ...fromContract(classroomRoutes.linkStudents, meta),
    onRequest: teacher,
    handler: (request) =>
      classrooms.linkStudents(authOf(request).user, request.params.id, request.body.students),
  });
  r.route({
    ...fromContract(classroomRoutes.unlinkStudents, meta),
    onRequest: teacher,
    handler: (request) =>
      classrooms.unlinkStudents(authOf(request).user, request.params.id, request.body.students),
  });
  r.route({
    ...fromContract(classroomRoutes.selfLink, meta),
    onRequest: requireAuth({ roles: ['student'] }),
    handler: async (request) => {
      const { user } = authOf(request);
      await classrooms.selfLink(user, request.params.id, request.body.code);
      return studentArea.detail(user, request.params.id);
    },
  });
  r.route({
    ...fromContract(classroomRoutes.updateTeachingClass, meta),
    onRequest: teacher,
    handler: async (request) => {
      const detail = await classrooms.updateTeachingClass(
        authOf(request).user,
        request.params.id,
        request.body.teacher_note,
      );
      return detail.lessons.find((l) => l.teaching_class_id === request.params.id)!;
    },
  });
  r.route({
    ...fromContract(classroomRoutes.removeTeachingClass, meta),
    onRequest: teacher,
    handler: async (request, reply) => {
      await classrooms.removeTeachingClass(authOf(request).user, request.params.id);
      return reply.status(204).send(null);
    },
  });
}
