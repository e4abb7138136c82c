import type { StoredFile, UploadKind } from '@aula/contracts';
import { sendFile } from '@/lib/send-file';

/** Uploads one content file (cover, inline image, attachment, document). */
export function uploadFile(endpoint: string, file: File, kind: UploadKind): Promise<StoredFile> {
  return sendFile(`${endpoint}?kind=${kind}`, file);
}

export const ADMIN_UPLOAD_PATH = '/api/admin/content/uploads';
export const TEACHER_UPLOAD_PATH = '/api/content/custom-lessonplans/uploads/';
