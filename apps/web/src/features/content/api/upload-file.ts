import { storedFileSchema, type StoredFile, type UploadKind } from '@aula/contracts';
import { ApiError, NETWORK_ERROR_MESSAGE, refreshSession } from '@/lib/api-client';
import { getAccessToken } from '@/lib/session';

async function post(url: string, file: File, token: string | undefined) {
  const body = new FormData();
  body.append('file', file, file.name);
  try {
    return await fetch(url, {
      method: 'POST',
      body,
      headers: { Accept: 'application/json', ...(token ? { Authorization: `JWT ${token}` } : {}) },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, { detail: NETWORK_ERROR_MESSAGE });
  }
}

/**
 * Sends one file as multipart/form-data (the JSON api client cannot), with the same JWT header and
 * refresh-once-on-401 rule as every other call.
 */
export async function uploadFile(endpoint: string, file: File, kind: UploadKind): Promise<StoredFile> {
  const url = `${endpoint}?kind=${kind}`;
  const token = getAccessToken();
  let response = await post(url, file, token);
  if (response.status === 401 && (await refreshSession(token))) {
    response = await post(url, file, getAccessToken());
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (a proxy's error page): keep the text.
  }
  if (!response.ok) throw new ApiError(response.status, body);
  return storedFileSchema.parse(body);
}

export const ADMIN_UPLOAD_PATH = '/api/admin/content/uploads';
export const TEACHER_UPLOAD_PATH = '/api/content/custom-lessonplans/uploads/';
