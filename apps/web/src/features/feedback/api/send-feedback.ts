import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const FEEDBACK_PATH = '/api/profile/feedbacks/';

export interface FeedbackValues {
  message: string;
  rating?: number;
}

/** A message to the team (teachers and students), with an optional 1–5 rating. */
export function useSendFeedback() {
  return useMutation({
    mutationFn: (values: FeedbackValues) => apiRequest(FEEDBACK_PATH, { method: 'POST', body: values }),
  });
}
