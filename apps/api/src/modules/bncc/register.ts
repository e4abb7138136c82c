import type { FastifyInstance } from 'fastify';
import type { Database } from '@aula/db';
import type { RequireAuth } from '../../plugins/auth';
import { calendarService } from './calendar-service';
import { planService } from './plan-service';
import { bnccRoutesOf } from './routes';
import { bnccSkillsService } from './skills-service';

/** The BNCC skills, and the school calendar and annual plan of each class. */
export function registerBncc(
  app: FastifyInstance,
  deps: { db: Database; requireAuth: RequireAuth; publicUrl: string },
) {
  const { db } = deps;
  bnccRoutesOf(app, {
    skills: bnccSkillsService({ db }),
    calendars: calendarService({ db }),
    plans: planService({ db }),
    requireAuth: deps.requireAuth,
    publicUrl: deps.publicUrl,
  });
}
