import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt, tokenPair } from '@/test/fake-api';
import { ApiError } from '../api-client';
import { setTokens } from '../session';
import { outboxDbName } from './account-stores';
import { forgetOfflineData } from './forget-offline-data';
import { discardWork, flushOutbox, getWorkStatus, queuedWork, queueWork, registerSender } from './outbox';

const logInAs = (sub: string) => setTokens({ ...tokenPair('Ana'), access: fakeJwt({ typ: 'access', sub }) });
const databases = async () => (await indexedDB.databases()).map((db) => db.name);

interface Note {
  text: string;
  photos: string[];
  sent: string[];
}

const sender = vi.fn<(payload: Note, save: (payload: Note) => Promise<void>) => Promise<void>>();
registerSender<Note>('note', async () => (payload, save) => sender(payload, save));

describe('the offline outbox', () => {
  beforeEach(() => {
    sender.mockReset();
    logInAs('7');
  });
  afterEach(async () => {
    await forgetOfflineData();
    vi.spyOn(navigator, 'onLine', 'get').mockRestore();
  });

  it('keeps work in the account’s own database and sends it once, however many flushes ask', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await queueWork('note', 'note:1', { text: 'oi', photos: [], sent: [] });
    expect(getWorkStatus('note:1')).toEqual({ state: 'waiting' });
    expect(await databases()).toContain(outboxDbName('7'));

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    sender.mockResolvedValue();
    await Promise.all([flushOutbox(), flushOutbox(), flushOutbox()]);
    await flushOutbox();
    expect(sender).toHaveBeenCalledTimes(1);
    expect(getWorkStatus('note:1')).toEqual({ state: 'sent' });
    expect(await queuedWork('note:1')).toBeUndefined();
  });

  it('replaces waiting work with the same key instead of queueing it twice', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await queueWork('note', 'note:2', { text: 'primeira', photos: [], sent: [] });
    await queueWork('note', 'note:2', { text: 'segunda', photos: [], sent: [] });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    sender.mockResolvedValue();
    await flushOutbox();
    expect(sender).toHaveBeenCalledTimes(1);
    expect(sender.mock.calls[0]![0].text).toBe('segunda');
  });

  it('keeps the progress a failed send saved, and resumes from it when the signal returns', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await queueWork('note', 'note:3', { text: 'foto', photos: ['a', 'b'], sent: [] });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    sender.mockImplementationOnce(async (payload, save) => {
      await save({ ...payload, photos: ['b'], sent: ['a'] });
      throw new ApiError(0, { detail: 'sem rede' });
    });
    await flushOutbox();
    expect(getWorkStatus('note:3')).toEqual({ state: 'waiting' });
    sender.mockResolvedValue();
    await flushOutbox();
    expect(sender.mock.calls[1]![0]).toEqual({ text: 'foto', photos: ['b'], sent: ['a'] });
    expect(getWorkStatus('note:3')).toEqual({ state: 'sent' });
  });

  it('keeps and explains work the server refused for good, never sending it again by itself', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await queueWork('note', 'note:4', { text: 'atrasada', photos: [], sent: [] });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    sender.mockRejectedValue(new ApiError(409, { detail: 'Esta atividade já foi devolvida.' }));
    await flushOutbox();
    await flushOutbox();
    expect(sender).toHaveBeenCalledTimes(1);
    expect(getWorkStatus('note:4')).toEqual({
      state: 'conflict',
      message: 'Esta atividade já foi devolvida.',
    });
    expect((await queuedWork<Note>('note:4'))?.payload.text).toBe('atrasada');
    await discardWork('note:4');
    expect(await queuedWork('note:4')).toBeUndefined();
  });

  it("never shows or sends one account's work for another", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await queueWork('note', 'note:5', { text: 'da Ana', photos: [], sent: [] });
    logInAs('8');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    sender.mockResolvedValue();
    await flushOutbox();
    expect(sender).not.toHaveBeenCalled();
    expect(await queuedWork('note:5')).toBeUndefined();
  });

  it('is erased whole: every account on "Sair", all but the new one at a login', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await queueWork('note', 'note:6', { text: 'da Ana', photos: [], sent: [] });
    logInAs('8');
    await queueWork('note', 'note:6', { text: 'da Bia', photos: [], sent: [] });
    await forgetOfflineData('8');
    expect(await databases()).toEqual([outboxDbName('8')]);
    await forgetOfflineData();
    expect(await databases()).toEqual([]);
  });
});
