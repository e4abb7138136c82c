import { useEffect } from 'react';
import { HAND_IN_WORK, sendHandIn } from '@/features/assignments/api/hand-in-outbox';
import { ROLL_CALL_WORK, sendRollCall } from '@/features/diary/api/roll-call-outbox';
import { registerSender, startOutbox } from '@/lib/offline/outbox';

registerSender(HAND_IN_WORK, sendHandIn);
registerSender(ROLL_CALL_WORK, sendRollCall);

/** While an area is open, work kept without signal is sent on arrival and whenever the signal returns. */
export function useOutbox(): void {
  useEffect(() => startOutbox(), []);
}
