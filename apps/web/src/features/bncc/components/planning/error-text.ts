import { ApiError } from '@/lib/api-client';

/** Every message of a failed save, one after the other (field errors included). */
export function errorText(error: unknown, fallback: string) {
  if (error instanceof ApiError) {
    const messages = Object.values(error.fieldErrors).flat();
    if (messages.length > 0) return messages.join(' ');
  }
  return error instanceof Error && error.message ? error.message : fallback;
}
