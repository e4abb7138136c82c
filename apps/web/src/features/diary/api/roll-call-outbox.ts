import { diaryRoutes, type DiaryRecordInput } from '@aula/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { WORK_KINDS, type Sender } from '@/lib/offline/outbox';
import { useQueuedWork } from '@/lib/offline/use-queued-work';
import { diaryKeys } from './diary';
import { todayClassesKey } from './homes';

/** A roll call made without signal, with the `updated_at` of the record it was made on. */
export interface QueuedRollCall {
  classroomId: number;
  date: string;
  body: DiaryRecordInput & { expected_updated_at: string | null };
}

export const ROLL_CALL_WORK = WORK_KINDS.rollCall;
// The class and day are the natural key: the server keeps one record per class and day.
const rollCallKey = (classroomId: number, date: string) => `${ROLL_CALL_WORK}:${classroomId}:${date}`;

/** Saves it unless the day was saved since on another device (409 roll_call_changed, then explained). */
export const sendRollCall: Sender<QueuedRollCall> = async ({ classroomId, date, body }) => {
  await callRoute(diaryRoutes.saveRecord, { params: { id: classroomId, date }, body });
};

/** Once sent, or given up after a conflict, the screen shows the day as the server now has it. */
export function useQueuedRollCall(classroomId: number, date: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: diaryKeys.all(classroomId) }),
      queryClient.invalidateQueries({ queryKey: todayClassesKey }),
    ]).then(() => undefined);
  const work = useQueuedWork<QueuedRollCall>(ROLL_CALL_WORK, rollCallKey(classroomId, date), () => {
    void refresh();
  });
  return { ...work, discard: () => work.discard().then(refresh) };
}
