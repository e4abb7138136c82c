import type { FastifyInstance } from 'fastify';
import { bnccRoutes } from '@aula/contracts';
import { contractRoutes } from '../../lib/route-contract';
import type { RequireAuth } from '../../plugins/auth';
import type { BnccSkillsService } from './skills-service';

/** The BNCC skills table, for teachers and staff. */
export function bnccRoutesOf(
  app: FastifyInstance,
  deps: { skills: BnccSkillsService; requireAuth: RequireAuth; publicUrl: string },
) {
  const { skills } = deps;
  const route = contractRoutes(app, { tags: ['bncc'], publicUrl: deps.publicUrl });
  const reader = deps.requireAuth({ roles: ['teacher', 'staff'] });

  route(bnccRoutes.skills, {
    onRequest: reader,
    handle: async ({ query, page }) => page(await skills.list(query)),
  });
  route(bnccRoutes.skill, {
    onRequest: reader,
    handle: ({ user, params }) => skills.detail(user, params.code),
  });
  route(bnccRoutes.unidades, { onRequest: reader, handle: ({ query }) => skills.unidades(query) });
}
