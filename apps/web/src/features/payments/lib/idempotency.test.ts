import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { createIdempotentSender, isDefinitive, newIdempotencyKey, sendWithRetries } from './idempotency';

const noSleep = vi.fn(async (_ms: number) => undefined);
const inProgress = () => new ApiError(409, { detail: 'Já está sendo processado.', code: 'in_progress' });
const offline = () => new ApiError(0, { detail: 'sem conexão' });
const providerTimeout = () => new ApiError(503, { detail: 'A operadora demorou.', code: 'provider_timeout' });
const declined = () => new ApiError(400, { detail: 'Pagamento recusado.', code: 'card_declined' });

describe('newIdempotencyKey', () => {
  it('makes a fresh UUID each time', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});

describe('sendWithRetries', () => {
  it('waits about a second and asks again while the server says "in progress"', async () => {
    const sleep = vi.fn(async (_ms: number) => undefined);
    const send = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(inProgress())
      .mockRejectedValueOnce(inProgress())
      .mockResolvedValueOnce('ok');
    await expect(sendWithRetries(send, { sleep })).resolves.toBe('ok');
    expect(send).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([1000, 1000]);
  });

  it('retries a network failure and a provider timeout, then gives up with the last error', async () => {
    const send = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(offline())
      .mockRejectedValueOnce(providerTimeout())
      .mockRejectedValueOnce(providerTimeout());
    const error = await sendWithRetries(send, { sleep: noSleep, unknownOutcomeDelaysMs: [10, 20] }).catch(
      (e: unknown) => e,
    );
    expect(send).toHaveBeenCalledTimes(3);
    expect((error as ApiError).status).toBe(503);
  });

  it('does not repeat a definitive refusal', async () => {
    const send = vi.fn<() => Promise<string>>().mockRejectedValue(declined());
    await expect(sendWithRetries(send, { sleep: noSleep })).rejects.toMatchObject({ code: 'card_declined' });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('classifies answers', () => {
    expect(isDefinitive(declined())).toBe(true);
    expect(isDefinitive(new ApiError(400, { code: 'already_subscribed' }))).toBe(true);
    expect(isDefinitive(inProgress())).toBe(false);
    expect(isDefinitive(offline())).toBe(false);
    expect(isDefinitive(providerTimeout())).toBe(false);
  });
});

describe('createIdempotentSender', () => {
  function setup(send: (body: { token: string }, key: string) => Promise<string>) {
    let n = 0;
    const prepare = vi.fn(async () => ({ token: `token_${++n}` }));
    const sender = createIdempotentSender(send, {
      sleep: noSleep,
      unknownOutcomeDelaysMs: [0],
      newKey: (() => {
        let k = 0;
        return () => `chave-${++k}`;
      })(),
    });
    return { sender, prepare };
  }

  it('keeps one key across a double click: the second submit joins the first call', async () => {
    let release: (value: string) => void = () => undefined;
    const send = vi.fn((_body: { token: string }, _key: string) => new Promise<string>((r) => (release = r)));
    const { sender, prepare } = setup(send);
    const first = sender.submit(prepare);
    const second = sender.submit(prepare);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    release('criada');
    await expect(first).resolves.toBe('criada');
    await expect(second).resolves.toBe('criada');
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('reuses the same key and body after an unknown outcome, and a new one after a definitive answer', async () => {
    const send = vi
      .fn<(body: { token: string }, key: string) => Promise<string>>()
      .mockRejectedValueOnce(offline())
      .mockRejectedValueOnce(providerTimeout()) // automatic retry also fails: outcome still unknown
      .mockRejectedValueOnce(inProgress()) // the user tries again: the first request is still running
      .mockResolvedValueOnce('criada') // ...and then its answer is replayed
      .mockRejectedValueOnce(declined());
    const { sender, prepare } = setup(send);

    await expect(sender.submit(prepare)).rejects.toMatchObject({ status: 503 });
    expect(sender.hasPendingAttempt()).toBe(true);
    expect(sender.pendingKey()).toBe('chave-1');

    await expect(sender.submit(prepare)).resolves.toBe('criada');
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(send.mock.calls.map(([body, key]) => [body.token, key])).toEqual([
      ['token_1', 'chave-1'],
      ['token_1', 'chave-1'],
      ['token_1', 'chave-1'],
      ['token_1', 'chave-1'],
    ]);
    expect(sender.hasPendingAttempt()).toBe(false);

    // A new checkout after a definitive answer: new body, new key.
    await expect(sender.submit(prepare)).rejects.toMatchObject({ code: 'card_declined' });
    expect(send.mock.calls[4]).toEqual([{ token: 'token_2' }, 'chave-2']);
    expect(sender.hasPendingAttempt()).toBe(false);
  });

  it('forgets a pending attempt on reset: the next submit is a new one', async () => {
    const send = vi
      .fn<(body: { token: string }, key: string) => Promise<string>>()
      .mockRejectedValueOnce(providerTimeout())
      .mockRejectedValueOnce(providerTimeout())
      .mockResolvedValueOnce('criada');
    const { sender, prepare } = setup(send);
    await expect(sender.submit(prepare)).rejects.toMatchObject({ status: 503 });
    expect(sender.hasPendingAttempt()).toBe(true);
    sender.reset();
    expect(sender.hasPendingAttempt()).toBe(false);
    await expect(sender.submit(prepare)).resolves.toBe('criada');
    expect(send.mock.calls.at(-1)).toEqual([{ token: 'token_2' }, 'chave-2']);
  });

  it('starts over when preparing the body fails (nothing was sent)', async () => {
    const send = vi.fn(async (_body: { token: string }, key: string) => key);
    const { sender } = setup(send);
    await expect(sender.submit(() => Promise.reject(new Error('cartão inválido')))).rejects.toThrow(
      'cartão inválido',
    );
    expect(sender.hasPendingAttempt()).toBe(false);
    await expect(sender.submit(() => ({ token: 'token_ok' }))).resolves.toBe('chave-1');
  });
});
