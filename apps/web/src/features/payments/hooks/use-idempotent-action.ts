import { useState } from 'react';
import { createIdempotentSender } from '../lib/idempotency';

interface ActionState {
  submitting: boolean;
  error: unknown;
  /** The last attempt ended without a definitive answer; the next submit repeats it (same key). */
  outcomeUnknown: boolean;
}

const idle: ActionState = { submitting: false, error: null, outcomeUnknown: false };

/** A money-moving call with its idempotency key managed (see lib/idempotency.ts). */
export function useIdempotentAction<B, T>(send: (body: B, key: string) => Promise<T>) {
  const [sender] = useState(() => createIdempotentSender(send));
  const [state, setState] = useState<ActionState>(idle);

  async function run(prepare: () => B | Promise<B>): Promise<T> {
    setState({ submitting: true, error: null, outcomeUnknown: sender.hasPendingAttempt() });
    try {
      const result = await sender.submit(prepare);
      setState(idle);
      return result;
    } catch (error) {
      setState({ submitting: false, error, outcomeUnknown: sender.hasPendingAttempt() });
      throw error;
    }
  }

  return {
    run,
    ...state,
    clearError: () => setState((current) => ({ ...current, error: null })),
    /**
     * Drops an attempt whose outcome stayed unknown, so the next submit is a new one (new key, new
     * card token). Safe for a subscription: the server refuses a second one if the first went through.
     */
    startOver: () => {
      sender.reset();
      setState(idle);
    },
  };
}
