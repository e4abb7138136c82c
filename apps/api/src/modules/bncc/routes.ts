import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bnccRoutes } from '@aula/contracts';
import { fromContract } from '../../lib/route-contract';
import { pageOf } from '../../lib/pagination';
import { authOf, type RequireAuth } from '../../plugins/auth';
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
  const { skills, calendars, plans, requireAuth } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reader = requireAuth({ roles: ['teacher', 'staff'] });
  const teacher = requireAuth({ roles: ['teacher'] });
  const bncc = { tags: ['bncc'] };
  const planning = { tags: ['planejamento'] };

  r.route({
    ...fromContract(bnccRoutes.skills, bncc),
    onRequest: reader,
    handler: async (request) =>
      pageOf(request, deps.publicUrl, await skills.list(request.query), request.query),
  });
  r.route({
    ...fromContract(bnccRoutes.skill, bncc),
    onRequest: reader,
    handler: (request) => skills.detail(authOf(request).user, request.params.code),
  });
  r.route({
    ...fromContract(bnccRoutes.unidades, bncc),
    onRequest: reader,
    handler: (request) => skills.unidades(request.query),
  });
  r.route({
    ...fromContract(bnccRoutes.calendar, planning),
    onRequest: teacher,
    handler: (request) => calendars.get(authOf(request).user, request.params.id),
  });
  r.route({
    ...fromContract(bnccRoutes.saveCalendar, planning),
    onRequest: teacher,
    handler: (request) => calendars.save(authOf(request).user, request.params.id, request.body),
  });
  r.route({
    ...fromContract(bnccRoutes.plan, planning),
    onRequest: teacher,
    handler: (request) => plans.get(authOf(request).user, request.params.id),
  });
  r.route({
    ...fromContract(bnccRoutes.savePlan, planning),
    onRequest: teacher,
    handler: (request) => plans.save(authOf(request).user, request.params.id, request.body),
  });
}
