import { storedFileSchema, type StoredFile } from '@aula/contracts';
import { ApiError, NETWORK_ERROR_MESSAGE, refreshSession } from '@/lib/api-client';
import { downloadBlob } from '@/lib/download';
import { getAccessToken } from '@/lib/session';

async function call(url: string, init: RequestInit, token: string | undefined) {
  try {
    return await fetch(url, {
      ...init,
      headers: { ...init.headers, ...(token ? { Authorization: `JWT ${token}` } : {}) },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, { detail: NETWORK_ERROR_MESSAGE });
  }
}

/** fetch with the JWT header and the api client's refresh-once-on-401 rule, for bodies it cannot send or read. */
async function authorizedFetch(url: string, init: RequestInit): Promise<Response> {
  const token = getAccessToken();
  let response = await call(url, init, token);
  if (response.status === 401 && (await refreshSession(token))) {
    response = await call(url, init, getAccessToken());
  }
  return response;
}

async function failure(response: Response): Promise<ApiError> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (a proxy's error page): keep the text.
  }
  return new ApiError(response.status, body);
}

/** Sends one file as multipart/form-data in the field "file". */
export async function sendFile(url: string, file: File): Promise<StoredFile> {
  const body = new FormData();
  body.append('file', file, file.name);
  const response = await authorizedFetch(url, {
    method: 'POST',
    body,
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw await failure(response);
  return storedFileSchema.parse(await response.json());
}

/** The readable name in a Content-Disposition (RFC 5987 filename*), if any. */
export function dispositionName(header: string | null): string | null {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header ?? '')?.[1];
  if (!encoded) return null;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

async function fetchBlob(url: string) {
  const response = await authorizedFetch(url, { method: 'GET' });
  if (!response.ok) throw await failure(response);
  return { response, blob: await response.blob() };
}

/**
 * Downloads a file the API serves only with the JWT header (a CSV, a PDF), under `filename` or
 * else the name the server gave it.
 */
export async function downloadFile(url: string, filename?: string): Promise<void> {
  const { response, blob } = await fetchBlob(url);
  const name = filename ?? dispositionName(response.headers.get('content-disposition')) ?? 'arquivo';
  downloadBlob(name, blob);
}

/**
 * Opens a file the API serves only with the JWT header in a new tab (a PDF to print there). The tab
 * is opened before the request, while the click still allows pop-ups.
 */
export async function openFile(url: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { blob } = await fetchBlob(url);
    const href = URL.createObjectURL(blob);
    if (tab) tab.location.href = href;
    else window.location.assign(href);
    setTimeout(() => URL.revokeObjectURL(href), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
