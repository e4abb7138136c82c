import { fetchFile } from './api-client';

/** Hands the browser a file built in the page (a CSV, a JSON export) as a download. */
export function downloadBlob(fileName: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
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

/**
 * Downloads a file the API serves only with the JWT header (a CSV, a PDF), under `filename` or
 * else the name the server gave it.
 */
export async function downloadFile(url: string, filename?: string): Promise<void> {
  const response = await fetchFile(url);
  const blob = await response.blob();
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
    const blob = await (await fetchFile(url)).blob();
    const href = URL.createObjectURL(blob);
    if (tab) tab.location.href = href;
    else window.location.assign(href);
    setTimeout(() => URL.revokeObjectURL(href), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
