import { useSyncExternalStore } from 'react';
import { getConsentState, subscribeConsent, type ConsentState } from './consent';

export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribeConsent, getConsentState, getConsentState);
}
