import type { FastifyInstance } from 'fastify';
import type { Database } from '@aula/db';
import type { RequireAuth } from '../../plugins/auth';
import { calendarService } from '../classrooms';
import { attendanceService, diaryService } from '../diary';
import { gradebookService } from './gradebook-service';
import { gradebookReports } from './reports-service';
import { gradebookRoutesOf } from './routes';

/** The services of the gradebook, for its routes and for the PDFs of the print module. */
export function gradebookModule({ db }: { db: Database }) {
  const calendars = calendarService({ db });
  const attendance = attendanceService({ db, calendars, diary: diaryService({ db, calendars }) });
  const gradebooks = gradebookService({ db, calendars, attendance });
  return { gradebooks, reports: gradebookReports({ db, calendars, gradebooks }) };
}

/** Notas por período: grading settings, gradebooks, concepts and pareceres, exports and boletins. */
export function registerGradebook(
  app: FastifyInstance,
  deps: { db: Database; requireAuth: RequireAuth; publicUrl: string },
) {
  gradebookRoutesOf(app, {
    ...gradebookModule(deps),
    requireAuth: deps.requireAuth,
    publicUrl: deps.publicUrl,
  });
}
