import type { FastifyInstance } from 'fastify';
import type { Database } from '@aula/db';
import type { RequireAuth } from '../../plugins/auth';
import type { FilesService, PremiumAccess } from '../content';
import { pdfPool, type PdfLimits } from './pdf-pool';
import { printRoutes } from './print-routes';
import { printService } from './print-service';

/** PDFs of plans, lessons and activity sheets, drawn by worker threads within `limits`. */
export function registerPrint(
  app: FastifyInstance,
  deps: {
    db: Database;
    files: FilesService;
    canReadPremium: PremiumAccess;
    requireAuth: RequireAuth;
    publicUrl: string;
    limits: PdfLimits;
  },
) {
  const { db, files, canReadPremium } = deps;
  // Why a document was refused (too slow, too big, broken) is for the operator; the teacher gets a 422.
  const pool = pdfPool(deps.limits, (failure) =>
    app.log.warn({ reason: failure.reason, detail: failure.message }, 'PDF não gerado'),
  );
  app.addHook('onClose', () => pool.close());
  printRoutes(app, { ...deps, print: printService({ db, files, canReadPremium, pool }) });
}
