import { profileRoutes } from '@aula/contracts';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';

export interface FeedbackValues {
  message: string;
  rating?: number;
}

/** A message to the team (teachers and students), with an optional 1–5 rating. */
export function useSendFeedback() {
  return useMutation({
    mutationFn: (values: FeedbackValues) => callRoute(profileRoutes.sendFeedback, { body: values }),
  });
}
