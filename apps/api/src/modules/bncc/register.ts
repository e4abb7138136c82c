import type { FastifyInstance } from 'fastify';
import type { Database } from '@aula/db';
import type { RequireAuth } from '../../plugins/auth';
import { bnccRoutesOf } from './routes';
import { bnccSkillsService } from './skills-service';

/** The BNCC skills (a class's calendar and annual plan are the classrooms module's). */
export function registerBncc(
  app: FastifyInstance,
  deps: { db: Database; requireAuth: RequireAuth; publicUrl: string },
) {
  bnccRoutesOf(app, { ...deps, skills: bnccSkillsService(deps) });
}
