import { studentAssignmentRoutes } from '@aula/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { WORK_KINDS, type Sender } from '@/lib/offline/outbox';
import { useQueuedWork } from '@/lib/offline/use-queued-work';
import { studentActivityKeys, uploadHandInFile } from './student-assignments';

/** A hand-in made without signal: the answer, files already sent, and photos still to send. */
export interface QueuedHandIn {
  assignmentId: number;
  text: string;
  files: string[];
  photos: { name: string; type: string; blob: Blob }[];
}

const HAND_IN_WORK = WORK_KINDS.handIn;
// The activity is the natural key: the server keeps one hand-in per activity and student.
const handInKey = (assignmentId: number) => `${HAND_IN_WORK}:${assignmentId}`;

/** Uploads the photos one by one (each recorded once sent, so a retry skips it), then hands in. */
export const sendHandIn: Sender<QueuedHandIn> = async (payload, save) => {
  let current = payload;
  for (const photo of payload.photos) {
    const stored = await uploadHandInFile(new File([photo.blob], photo.name, { type: photo.type }));
    current = { ...current, files: [...current.files, stored.id], photos: current.photos.slice(1) };
    await save(current);
  }
  await callRoute(studentAssignmentRoutes.submit, {
    params: { id: current.assignmentId },
    body: { text: current.text, files: current.files },
  });
};

/** The offline hand-in of one activity: its state, what waits (after a reload too), queue and discard. */
export function useQueuedHandIn(assignmentId: number) {
  const queryClient = useQueryClient();
  const work = useQueuedWork<QueuedHandIn>(HAND_IN_WORK, handInKey(assignmentId), () => {
    void queryClient.invalidateQueries({ queryKey: studentActivityKeys.detail(assignmentId) });
    void queryClient.invalidateQueries({ queryKey: [...studentActivityKeys.all, 'list'] });
  });
  return {
    ...work,
    queue: (handIn: Omit<QueuedHandIn, 'assignmentId'>) => work.queue({ ...handIn, assignmentId }),
  };
}
