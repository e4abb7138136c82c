import { contentAdminRoutes, customPlanRoutes, type StoredFile, type UploadKind } from '@aula/contracts';
import { callRoute, fileForm } from '@/lib/api-client';

/** Where a content form sends its files: the staff's catalogue or a teacher's own plans. */
export type UploadRoute = typeof contentAdminRoutes.upload | typeof customPlanRoutes.upload;

export const ADMIN_UPLOAD_ROUTE: UploadRoute = contentAdminRoutes.upload;
export const TEACHER_UPLOAD_ROUTE: UploadRoute = customPlanRoutes.upload;

/** Uploads one content file (cover, inline image, attachment, document) in the multipart field "file". */
export function uploadFile(route: UploadRoute, file: File, kind: UploadKind): Promise<StoredFile> {
  return callRoute(route, { query: { kind }, form: fileForm(file) });
}
