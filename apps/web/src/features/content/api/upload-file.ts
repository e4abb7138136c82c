import {
  contentAdminRoutes,
  customPlanRoutes,
  routeUrl,
  type StoredFile,
  type UploadKind,
} from '@aula/contracts';
import { sendFile } from '@/lib/send-file';

/** Uploads one content file (cover, inline image, attachment, document). */
export function uploadFile(endpoint: string, file: File, kind: UploadKind): Promise<StoredFile> {
  return sendFile(routeUrl({ path: endpoint }, {}, { kind }), file);
}

export const ADMIN_UPLOAD_PATH = contentAdminRoutes.upload.path;
export const TEACHER_UPLOAD_PATH = customPlanRoutes.upload.path;
