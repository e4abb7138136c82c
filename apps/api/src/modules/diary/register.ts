import type { FastifyInstance } from 'fastify';
import type { Database } from '@aula/db';
import type { RequireAuth } from '../../plugins/auth';
import { calendarService } from '../classrooms';
import { attendanceService } from './attendance-service';
import { diaryService } from './diary-service';
import { diaryRoutesOf } from './routes';

/** The class diary: schedule, roll call and lesson record, attendance and its exports. */
export function registerDiary(
  app: FastifyInstance,
  deps: { db: Database; requireAuth: RequireAuth; publicUrl: string },
) {
  const { db } = deps;
  const calendars = calendarService({ db });
  const diary = diaryService({ db, calendars });
  diaryRoutesOf(app, {
    diary,
    attendance: attendanceService({ db, calendars, diary }),
    requireAuth: deps.requireAuth,
    publicUrl: deps.publicUrl,
  });
}
