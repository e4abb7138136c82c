import type { FastifyInstance } from 'fastify';
import { bnccRoutes } from '@aula/contracts';
import { contractRoutes } from '../../lib/route-contract';
import type { RequireAuth } from '../../plugins/auth';
import type { CalendarService } from './calendar-service';
import type { PlanService } from './plan-service';
import type { BnccSkillsService } from './skills-service';

/** The BNCC skills table (teachers and staff) and a class's calendar and annual plan (its teacher). */
export function bnccRoutesOf(
  app: FastifyInstance,
  deps: {
    skills: BnccSkillsService;
    calendars: CalendarService;
    plans: PlanService;
    requireAuth: RequireAuth;
    publicUrl: string;
  },
) {
  const { skills, calendars, plans, requireAuth, publicUrl } = deps;
  const bncc = contractRoutes(app, { tags: ['bncc'], publicUrl });
  const planning = contractRoutes(app, { tags: ['planejamento'], publicUrl });
  const reader = requireAuth({ roles: ['teacher', 'staff'] });
  const teacher = requireAuth({ roles: ['teacher'] });

  bncc(bnccRoutes.skills, {
    onRequest: reader,
    handle: async ({ query, page }) => page(await skills.list(query)),
  });
  bncc(bnccRoutes.skill, {
    onRequest: reader,
    handle: ({ user, params }) => skills.detail(user, params.code),
  });
  bncc(bnccRoutes.unidades, { onRequest: reader, handle: ({ query }) => skills.unidades(query) });
  planning(bnccRoutes.calendar, {
    onRequest: teacher,
    handle: ({ user, params }) => calendars.get(user, params.id),
  });
  planning(bnccRoutes.saveCalendar, {
    onRequest: teacher,
    handle: ({ user, params, body }) => calendars.save(user, params.id, body),
  });
  planning(bnccRoutes.plan, { onRequest: teacher, handle: ({ user, params }) => plans.get(user, params.id) });
  planning(bnccRoutes.savePlan, {
    onRequest: teacher,
    handle: ({ user, params, body }) => plans.save(user, params.id, body),
  });
}
