import type { FastifyInstance } from 'fastify';
import { bnccRoutes } from '@aula/contracts';
import { contractRoutes } from '../../lib/route-contract';
import type { RequireAuth } from '../../plugins/auth';
import type { CalendarService } from './calendar-service';
import type { PlanService } from './plan-service';

/** A class's school calendar and annual plan (its teacher). */
export function planningRoutes(
  app: FastifyInstance,
  deps: { calendars: CalendarService; plans: PlanService; requireAuth: RequireAuth; publicUrl: string },
) {
  const { calendars, plans } = deps;
  const route = contractRoutes(app, { tags: ['planejamento'], publicUrl: deps.publicUrl });
  const teacher = deps.requireAuth({ roles: ['teacher'] });

  route(bnccRoutes.calendar, {
    onRequest: teacher,
    handle: ({ user, params }) => calendars.get(user, params.id),
  });
  route(bnccRoutes.saveCalendar, {
    onRequest: teacher,
    handle: ({ user, params, body }) => calendars.save(user, params.id, body),
  });
  route(bnccRoutes.plan, { onRequest: teacher, handle: ({ user, params }) => plans.get(user, params.id) });
  route(bnccRoutes.savePlan, {
    onRequest: teacher,
    handle: ({ user, params, body }) => plans.save(user, params.id, body),
  });
}
