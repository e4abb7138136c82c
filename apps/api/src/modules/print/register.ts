import type { FastifyInstance } from 'fastify';
import type { Database } from '@aula/db';
import type { RequireAuth } from '../../plugins/auth';
import type { FilesService, PremiumAccess } from '../content';
import { printRoutes } from './print-routes';
import { printService } from './print-service';

/** PDFs of plans, lessons and activity sheets. */
export function registerPrint(
  app: FastifyInstance,
  deps: { db: Database; files: FilesService; canReadPremium: PremiumAccess; requireAuth: RequireAuth },
) {
  const { db, files, canReadPremium, requireAuth } = deps;
  printRoutes(app, { print: printService({ db, files, canReadPremium }), requireAuth });
}
