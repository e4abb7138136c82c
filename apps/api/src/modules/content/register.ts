import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { MAX_UPLOAD_BYTES } from '@aula/contracts';
import type { Database } from '@aula/db';
import type { FileStorage } from '../../lib/file-storage';
import type { JobQueue } from '../../lib/job-queue';
import type { RequireAuth } from '../../plugins/auth';
import { adminContentRoutes } from './admin-content-routes';
import { adminContentService } from './admin-content-service';
import { catalogueRoutes } from './catalogue-routes';
import { catalogueService } from './catalogue-service';
import { customPlansRoutes } from './custom-plans-routes';
import { customPlansService } from './custom-plans-service';
import { favoritesRoutes } from './favorites-routes';
import { favoritesService } from './favorites-service';
import { fileLinks } from './file-links';
import {
  filesService,
  IMAGE_VARIANTS_BACKFILL_JOB,
  IMAGE_VARIANTS_JOB,
  type UploadLimits,
} from './files-service';
import { scheduleUnusedUploadsCleanup } from './unused-uploads';
import { libraryService } from './library-service';
import { planSharesRoutes } from './plan-shares-routes';
import { planSharesService } from './plan-shares-service';
import { premiumAccess, type PremiumAccess } from './premium-access';

export interface ContentModuleDeps {
  db: Database;
  requireAuth: RequireAuth;
  publicUrl: string;
  /** Signs private file links. */
  secret: string;
  storage: FileStorage;
  canReadPremium?: PremiumAccess;
  catalogueCachePlans: number;
  /** Per-account upload quota and rate; none when absent. */
  uploadLimits?: UploadLimits;
  jobs: JobQueue;
}

/** Catalogue, custom plans, favourites, documents, FAQ, files and their admin. */
export async function registerContent(app: FastifyInstance, deps: ContentModuleDeps) {
  const { db, requireAuth, publicUrl } = deps;
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 1024 },
  });
  const links = fileLinks(deps.secret);
  const files = filesService({
    db,
    links,
    storage: deps.storage,
    jobs: deps.jobs,
    ...(deps.uploadLimits ? { limits: deps.uploadLimits } : {}),
  });
  scheduleUnusedUploadsCleanup({ db, jobs: deps.jobs });
  deps.jobs.define<{ fileId: string }>(
    IMAGE_VARIANTS_JOB,
    ({ fileId }) => files.makeImageVariants(fileId),
    3,
  );
  deps.jobs.define(IMAGE_VARIANTS_BACKFILL_JOB, async () => {
    await files.queueMissingImageVariants();
  });
  deps.jobs.every(IMAGE_VARIANTS_BACKFILL_JOB, '23 * * * *');
  const canReadPremium = deps.canReadPremium ?? premiumAccess(db);
  const catalogue = catalogueService({ db, links, canReadPremium, cachePlans: deps.catalogueCachePlans });
  const library = libraryService({ db, files });

  catalogueRoutes(app, { catalogue, library, files, requireAuth, publicUrl });
  const custom = customPlansService({ db, links, canReadPremium });
  customPlansRoutes(app, { custom, files, requireAuth, publicUrl });
  planSharesRoutes(app, {
    shares: planSharesService({ db, links, custom, canReadPremium, publicUrl }),
    requireAuth,
    publicUrl,
  });
  adminContentRoutes(app, {
    admin: adminContentService({ db, links }),
    library,
    catalogue,
    files,
    requireAuth,
    publicUrl,
  });
  favoritesRoutes(app, { favorites: favoritesService({ db }), requireAuth, publicUrl });
  return { files, links, canReadPremium };
}
