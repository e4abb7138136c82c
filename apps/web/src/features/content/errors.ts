import { ApiError } from '@/lib/api-client';

const CUSTOM_LIMIT_CODE = 'custom_lessons_limit';
const PREMIUM_REQUIRED_CODE = 'premium_required';

/** Over the plan's limit or outside it: the teacher should see an invitation to subscribe. */
export function isPlanLimitError(error: unknown): boolean {
  return (
    error instanceof ApiError && (error.code === CUSTOM_LIMIT_CODE || error.code === PREMIUM_REQUIRED_CODE)
  );
}
