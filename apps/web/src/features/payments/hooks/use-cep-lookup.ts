import { onlyDigits } from '@aula/contracts';
import { useRef, useState } from 'react';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { lookupCep, type CepAddress } from '../lib/cep';

export type CepStatus =
  { state: 'idle' } | { state: 'loading' } | { state: 'done'; message?: string; error?: boolean };

/**
 * Looks the address up once the CEP has 8 digits (not again for the same CEP, nor for the one the
 * form started with) and hands it to `onFound`; a newer lookup cancels an older one.
 */
export function useCepLookup(initialCep: string, onFound: (address: CepAddress) => void) {
  const [status, setStatus] = useState<CepStatus>({ state: 'idle' });
  const lastLookup = useRef(initialCep);
  const pending = useRef<AbortController | null>(null);

  async function find(digits: string) {
    lastLookup.current = digits;
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setStatus({ state: 'loading' });
    try {
      const result = await lookupCep(digits, getRuntimeConfig().cepServiceUrl, fetch, controller.signal);
      if (controller.signal.aborted) return;
      if (!result.found) {
        setStatus({ state: 'done', message: result.message, error: result.reason !== 'unavailable' });
        return;
      }
      onFound(result.address);
      setStatus({ state: 'done', message: 'Endereço preenchido pelo CEP. Confira e informe o número.' });
    } catch {
      // Aborted by a newer lookup.
    }
  }

  /** Call with the field's value on every change. */
  function onCepChange(value: string) {
    const digits = onlyDigits(value);
    if (digits.length < 8) {
      // Typing the same CEP again (after fixing a digit) looks it up again.
      lastLookup.current = '';
      if (status.state !== 'idle') setStatus({ state: 'idle' });
      return;
    }
    if (digits.length === 8 && digits !== lastLookup.current) void find(digits);
  }

  return { status, onCepChange };
}
