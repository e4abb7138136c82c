import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { ApiError } from '../api-client';
import { errorMessage } from '../error-message';
import { currentAccountId } from '../session';
import { outboxDbName } from './account-stores';
import { deleteDatabase } from './forget-offline-data';

/**
 * Work made without signal (a hand-in, a roll call), kept in this account's IndexedDB and sent by
 * itself when the signal returns. One entry per natural key (the activity, the class and day): a
 * later edit replaces the waiting one, and a sent one is removed, so nothing goes twice.
 */
export interface QueuedWork<P = unknown> {
  key: string;
  kind: string;
  payload: P;
  queuedAt: string;
  /** The server refused it for good (409: closed meanwhile, changed elsewhere): kept and explained. */
  conflict?: string;
}

/** The kinds of work kept offline, each sent by its feature's sender. */
export const WORK_KINDS = { handIn: 'hand-in', rollCall: 'roll-call' } as const;

export type WorkStatus =
  { state: 'waiting' } | { state: 'sending' } | { state: 'sent' } | { state: 'conflict'; message: string };

/** Sends one piece of work; `save` records progress (a photo already uploaded) so a retry skips it. */
export type Sender<P> = (payload: P, save: (payload: P) => Promise<void>) => Promise<void>;

interface OutboxDb extends DBSchema {
  work: { key: string; value: QueuedWork };
}

// Opened per use and closed after: "Sair" deletes the database, which an open connection would block.
async function withDb<T>(account: string, run: (db: IDBPDatabase<OutboxDb>) => Promise<T>): Promise<T> {
  const db = await openDB<OutboxDb>(outboxDbName(account), 1, {
    upgrade: (database) => database.createObjectStore('work', { keyPath: 'key' }),
  });
  try {
    return await run(db);
  } finally {
    db.close();
  }
}

// Each kind's sender gets back only the payloads queued under that kind. Loaded when work of that
// kind is found: the screens that queue it are the only ones that need its code up front.
const senders = new Map<string, () => Promise<Sender<unknown>>>();
const statuses = new Map<string, WorkStatus>();
const listeners = new Set<() => void>();

function setStatus(key: string, status: WorkStatus | undefined) {
  if (status) statuses.set(key, status);
  else statuses.delete(key);
  for (const listener of listeners) listener();
}

export function registerSender<P>(kind: string, load: () => Promise<Sender<P>>): void {
  senders.set(kind, load as () => Promise<Sender<unknown>>);
}

export const getWorkStatus = (key: string): WorkStatus | undefined => statuses.get(key);

export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function queueWork<P>(kind: string, key: string, payload: P): Promise<void> {
  const account = currentAccountId();
  if (!account) throw new Error('Sem sessão: nada a guardar.');
  await withDb(account, (db) => db.put('work', { key, kind, payload, queuedAt: new Date().toISOString() }));
  setStatus(key, { state: 'waiting' });
  void flushOutbox();
}

/** Opening a database that does not exist creates it: a read must not bring back one "Sair" or a send removed. */
async function exists(account: string): Promise<boolean> {
  return (await indexedDB.databases()).some((db) => db.name === outboxDbName(account));
}

export async function queuedWork<P>(key: string): Promise<QueuedWork<P> | undefined> {
  const account = currentAccountId();
  if (!account || !(await exists(account))) return undefined;
  return (await withDb(account, (db) => db.get('work', key))) as QueuedWork<P> | undefined;
}

/** The person gives up on work the server refused (after reading why). */
export async function discardWork(key: string): Promise<void> {
  const account = currentAccountId();
  if (account && (await exists(account))) {
    await withDb(account, (db) => db.delete('work', key));
    await pruneIfEmpty(account);
  }
  setStatus(key, undefined);
}

const isFinalRefusal = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401;

/** Nothing left to send: the database goes, so a later visit loads no outbox code (app/use-outbox.ts). */
async function pruneIfEmpty(account: string): Promise<void> {
  if ((await withDb(account, (db) => db.count('work'))) > 0) return;
  await deleteDatabase(outboxDbName(account));
}

async function sendAll(account: string): Promise<void> {
  if (!(await exists(account))) return;
  const work = await withDb(account, (db) => db.getAll('work'));
  for (const item of work) {
    // Sent with whoever's token the page now holds: never once another person has logged in.
    if (currentAccountId() !== account) return;
    const load = senders.get(item.kind);
    if (item.conflict) setStatus(item.key, { state: 'conflict', message: item.conflict });
    if (!load || item.conflict) continue;
    if (!navigator.onLine) {
      setStatus(item.key, { state: 'waiting' });
      continue;
    }
    const sender = await load();
    setStatus(item.key, { state: 'sending' });
    const save = (payload: unknown) =>
      withDb(account, (db) => db.put('work', { ...item, payload })).then(() => undefined);
    try {
      await sender(item.payload, save);
      await withDb(account, (db) => db.delete('work', item.key));
      setStatus(item.key, { state: 'sent' });
    } catch (error) {
      if (!isFinalRefusal(error)) {
        setStatus(item.key, { state: 'waiting' });
        continue;
      }
      const conflict = errorMessage(error, 'O servidor recusou o envio.');
      await withDb(account, (db) => db.put('work', { ...item, conflict }));
      setStatus(item.key, { state: 'conflict', message: conflict });
    }
  }
  await pruneIfEmpty(account);
}

let flushing: Promise<void> | null = null;
let again = false;

/**
 * Sends what waits, one flush at a time in this tab and, through a Web Lock, across the tabs of
 * this browser: two tabs coming back online must not send the same hand-in twice.
 */
export function flushOutbox(): Promise<void> {
  const account = currentAccountId();
  if (!account) return Promise.resolve();
  // Work queued while a flush runs may come after its reading of the list: one more round then.
  if (flushing) {
    again = true;
    return flushing;
  }
  const run = (): Promise<void> => sendAll(account);
  const locked: Promise<void> =
    'locks' in navigator
      ? navigator.locks.request(`aula-outbox-${account}`, run).then(() => undefined)
      : run();
  const current = locked
    .catch(() => undefined)
    .finally(() => {
      flushing = null;
      if (again) {
        again = false;
        void flushOutbox();
      }
    });
  flushing = current;
  return current;
}

// A phone may say it is online with no data getting through, and miss the "online" event: try again now and then.
const RETRY_MS = 20_000;

/** Sends on start, whenever the signal returns, and every 20 s. Returns the stop function. */
export function startOutbox(): () => void {
  const flush = () => void flushOutbox();
  window.addEventListener('online', flush);
  const timer = setInterval(flush, RETRY_MS);
  flush();
  return () => {
    window.removeEventListener('online', flush);
    clearInterval(timer);
  };
}
