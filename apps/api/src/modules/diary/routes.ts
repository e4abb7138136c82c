import type { FastifyInstance } from 'fastify';
import { diaryRoutes, diaryHomeRoutes } from '@aula/contracts';
import { contractRoutes } from '../../lib/route-contract';
import type { RequireAuth } from '../../plugins/auth';
import { sendCsv } from '../content';
import type { AttendanceService } from './attendance-service';
import type { DiaryService } from './diary-service';

/** The class diary (its teacher only) and a student's own attendance. */
export function diaryRoutesOf(
  app: FastifyInstance,
  deps: { diary: DiaryService; attendance: AttendanceService; requireAuth: RequireAuth; publicUrl: string },
) {
  const { diary, attendance, requireAuth, publicUrl } = deps;
  const route = contractRoutes(app, { tags: ['diario'], publicUrl });
  const teacher = requireAuth({ roles: ['teacher'] });

  route(diaryRoutes.schedule, {
    onRequest: teacher,
    handle: ({ user, params }) => diary.schedule(user, params.id),
  });
  route(diaryRoutes.saveSchedule, {
    onRequest: teacher,
    handle: ({ user, params, body }) => diary.saveSchedule(user, params.id, body),
  });
  route(diaryHomeRoutes.today, { onRequest: teacher, handle: ({ user }) => diary.today(user) });
  route(diaryRoutes.days, {
    onRequest: teacher,
    handle: ({ user, params, query }) => diary.days(user, params.id, query),
  });
  route(diaryRoutes.record, {
    onRequest: teacher,
    handle: ({ user, params }) => diary.record(user, params.id, params.date),
  });
  route(diaryRoutes.saveRecord, {
    onRequest: teacher,
    handle: ({ user, params, body }) => diary.save(user, params.id, params.date, body),
  });
  route(diaryRoutes.removeRecord, {
    onRequest: teacher,
    handle: ({ user, params }) => diary.remove(user, params.id, params.date),
  });
  route(diaryRoutes.attendance, {
    onRequest: teacher,
    handle: ({ user, params, query }) => attendance.attendance(user, params.id, query.period),
  });
  route(diaryHomeRoutes.studentAttendance, {
    onRequest: requireAuth({ roles: ['student'] }),
    handle: ({ user }) => attendance.mine(user),
  });
  route(diaryRoutes.csv, {
    onRequest: teacher,
    handle: async ({ user, params, query, reply }) =>
      sendCsv(reply, await attendance.csv(user, params.id, query.period)),
  });
  route(diaryRoutes.closePeriod, {
    onRequest: teacher,
    handle: ({ auth, params }) => diary.setClosed(auth, params.id, params.index, true),
  });
  route(diaryRoutes.reopenPeriod, {
    onRequest: teacher,
    handle: ({ auth, params }) => diary.setClosed(auth, params.id, params.index, false),
  });
}
