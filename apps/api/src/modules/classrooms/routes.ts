import type { FastifyInstance } from 'fastify';
import { classroomRoutes } from '@aula/contracts';
import { contractRoutes } from '../../lib/route-contract';
import type { RequireAuth } from '../../plugins/auth';
import type { PublicClassroomLookup } from './public-by-code';
import type { ClassroomsService } from './service';
import type { StudentAreaService } from './student-area';

export function classroomsRoutes(
  app: FastifyInstance,
  deps: {
    classrooms: ClassroomsService;
    studentArea: StudentAreaService;
    requireAuth: RequireAuth;
    publicClassroom: PublicClassroomLookup;
    publicUrl: string;
  },
) {
  const { classrooms, studentArea, requireAuth, publicClassroom } = deps;
  const route = contractRoutes(app, { tags: ['turmas'], publicUrl: deps.publicUrl });
  const teacher = requireAuth({ roles: ['teacher'] });
  const teacherOrStudent = requireAuth({ roles: ['teacher', 'student'] });

  route(classroomRoutes.list, {
    onRequest: teacherOrStudent,
    handle: async ({ user, query, page }) =>
      user.isTeacher
        ? page(await classrooms.list(user, query.page, query.page_size, query.archived))
        : page(await studentArea.list(user, query.page, query.page_size)),
  });
  route(classroomRoutes.create, {
    onRequest: teacher,
    handle: ({ user, body }) => classrooms.create(user, body),
  });
  route(classroomRoutes.detail, {
    onRequest: teacherOrStudent,
    handle: ({ user, params }) =>
      user.isTeacher ? classrooms.detail(user, params.id) : studentArea.detail(user, params.id),
  });
  route(classroomRoutes.update, {
    onRequest: teacher,
    handle: ({ user, params, body }) => classrooms.update(user, params.id, body),
  });
  route(classroomRoutes.remove, {
    onRequest: teacher,
    handle: ({ user, params }) => classrooms.remove(user, params.id),
  });
  route(classroomRoutes.byCode, {
    handle: ({ params, request }) => publicClassroom(params.code, request.ip),
  });
  route(classroomRoutes.linkLessons, {
    onRequest: teacher,
    handle: ({ user, params, body }) => classrooms.linkLessons(user, params.id, body.lessons),
  });
  route(classroomRoutes.linkStudents, {
    onRequest: teacher,
    handle: ({ user, params, body }) => classrooms.linkStudents(user, params.id, body.students),
  });
  route(classroomRoutes.unlinkStudents, {
    onRequest: teacher,
    handle: ({ user, params, body }) => classrooms.unlinkStudents(user, params.id, body.students),
  });
  route(classroomRoutes.selfLink, {
    onRequest: requireAuth({ roles: ['student'] }),
    handle: async ({ user, params, body }) => {
      await classrooms.selfLink(user, params.id, body.code);
      return studentArea.detail(user, params.id);
    },
  });
  route(classroomRoutes.updateTeachingClass, {
    onRequest: teacher,
    handle: async ({ user, params, body }) => {
      const detail = await classrooms.updateTeachingClass(user, params.id, body.teacher_note);
      return detail.lessons.find((l) => l.teaching_class_id === params.id)!;
    },
  });
  route(classroomRoutes.removeTeachingClass, {
    onRequest: teacher,
    handle: ({ user, params }) => classrooms.removeTeachingClass(user, params.id),
  });
}
