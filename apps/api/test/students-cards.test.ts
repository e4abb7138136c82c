import * as crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLASSROOM_CODE_ALPHABET } from '@aula/contracts';
import { schema } from '@aula/db';
import { hashToken } from '../src/modules/accounts';
import { createTestApp, type TestApp } from './app';
import { classroomPeople } from './users';

// The real generator, except where a test asks for a given card code (to force a collision).
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof crypto>();
  return { ...actual, randomInt: vi.fn(actual.randomInt) };
});

type Room = { id: number; code: string };
type Card = { token: string; reusable: boolean; short_code: string | null };

describe('student cards', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { call, teacher, existingStudent } = classroomPeople(() => t, 16, 'cartao');
  /** A card-enabled classroom ("Infantil" turns "Entrada por cartão" on by default). */
  const cardRoom = async (access: string, name = 'Infantil Sol') => {
    const room = (
      await call('POST', '/api/content/classrooms/', access, { name, school_year: 2026 })
    ).json() as Room & { card_login: boolean };
    expect(room.card_login).toBe(true);
    return room;
  };
  const selfLink = (room: Room, access: string) =>
    call('POST', `/api/content/classrooms/${room.id}/self-link/`, access, { code: room.code });
  const generate = async (studentId: number, access: string, classroom?: number) => {
    const query = classroom ? `?classroom=${classroom}` : '';
    const res = await call(
      'POST',
      `/api/accounts/generate-student-login-token/${studentId}/${query}`,
      access,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Card;
  };
  const revoke = (studentId: number, access: string) =>
    call('DELETE', `/api/accounts/generate-student-login-token/${studentId}/`, access);
  const useToken = (token: string) => call('POST', '/api/accounts/student-token-login/', null, { token });
  const byCode = (classroom_code: string, code: string) =>
    call('POST', '/api/accounts/student-card-login/', null, { classroom_code, code });
  const setCardLogin = (room: Room, access: string, card_login: boolean) =>
    call('PATCH', `/api/content/classrooms/${room.id}/`, access, { card_login });

  it('prints cards only for the teacher who manages the child, whatever another teacher of hers does', async () => {
    const a = await teacher();
    const b = await teacher();
    const roomA = await cardRoom(a.access, 'Infantil da A');
    const roomB = await cardRoom(b.access, 'Infantil da B');
    const child = await existingStudent();
    // A's class came first: A manages the account.
    expect((await selfLink(roomA, child.access)).statusCode).toBe(200);
    expect((await selfLink(roomB, child.access)).statusCode).toBe(200);

    const cardA = await generate(child.id, a.access);
    expect(cardA.reusable).toBe(true);
    const refused = await call('POST', `/api/accounts/generate-student-login-token/${child.id}/`, b.access);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('student_managed_elsewhere');
    expect((await useToken(cardA.token)).statusCode).toBe(200);
    expect((await byCode(roomA.code, cardA.short_code!)).statusCode).toBe(200);
    // A card is typed with the code of its own teacher's classroom.
    expect((await byCode(roomB.code, cardA.short_code!)).statusCode).toBe(401);

    // A card B printed before only the managing teacher could: it opens nothing.
    const oldToken = 'cartao-antigo-da-b';
    await t.database.db.insert(schema.studentLoginTokens).values({
      studentId: child.id,
      createdById: b.id,
      tokenHash: hashToken(oldToken),
      expiresAt: new Date(Date.now() + 86_400_000),
      reusable: true,
      shortCodeHash: hashToken('BBBBBB'),
    });
    expect((await useToken(oldToken)).statusCode).toBe(401);
    expect((await byCode(roomB.code, 'BBBBBB')).statusCode).toBe(401);

    // B cancelling hers leaves A's card alone.
    expect((await revoke(child.id, b.access)).statusCode).toBe(204);
    expect((await useToken(cardA.token)).statusCode).toBe(200);

    // A reprinting replaces her card; A deleting the child (who stays B's) takes it with her, and B
    // now manages the account.
    const reprintedA = await generate(child.id, a.access);
    expect((await useToken(cardA.token)).statusCode).toBe(401);
    expect((await useToken(reprintedA.token)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/profile/my-students/${child.id}/`, a.access)).statusCode).toBe(204);
    expect((await useToken(reprintedA.token)).statusCode).toBe(401);
    const cardB = await generate(child.id, b.access);
    expect((await useToken(cardB.token)).statusCode).toBe(200);
    expect((await byCode(roomB.code, cardB.short_code!)).statusCode).toBe(200);
  });

  it('stops cards while their classroom has "Entrada por cartão" off, and brings them back with it', async () => {
    const me = await teacher();
    const room = await cardRoom(me.access, 'Pré II');
    const other = await teacher();
    const otherRoom = await cardRoom(other.access, 'Pré da vizinha');
    const child = await existingStudent();
    expect((await selfLink(room, child.access)).statusCode).toBe(200);
    // Another teacher's card-enabled class does not keep this teacher's card alive.
    expect((await selfLink(otherRoom, child.access)).statusCode).toBe(200);
    const card = await generate(child.id, me.access);
    expect((await useToken(card.token)).statusCode).toBe(200);

    expect((await setCardLogin(room, me.access, false)).json().card_login).toBe(false);
    expect((await useToken(card.token)).json()).toMatchObject({ code: 'token_not_valid' });
    expect((await byCode(room.code, card.short_code!)).statusCode).toBe(401);

    expect((await setCardLogin(room, me.access, true)).json().card_login).toBe(true);
    expect((await useToken(card.token)).statusCode).toBe(200);
    expect((await byCode(room.code, card.short_code!)).statusCode).toBe(200);

    // While the teacher has the child in another card-enabled class of hers, the card still works there.
    const second = await cardRoom(me.access, 'Infantil Tarde');
    expect((await selfLink(second, child.access)).statusCode).toBe(200);
    await setCardLogin(room, me.access, false);
    expect((await useToken(card.token)).statusCode).toBe(200);
    expect((await byCode(room.code, card.short_code!)).statusCode).toBe(401);
    expect((await byCode(second.code, card.short_code!)).statusCode).toBe(200);
  });

  it("lets a whole class sign in by card from the school's one address: only wrong codes count", async () => {
    const me = await teacher();
    const room = await cardRoom(me.access, 'Infantil Lua');
    const child = await existingStudent();
    expect((await selfLink(room, child.access)).statusCode).toBe(200);
    const card = await generate(child.id, me.access);
    // More than the limits on guesses (60 codes per class, 30 links per address, per 15 minutes), all
    // from one address.
    const fromSchool = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, remoteAddress: '10.250.0.1' });
    for (let n = 0; n < 35; n++) {
      const byCard = { classroom_code: room.code, code: card.short_code! };
      expect((await fromSchool('/api/accounts/student-card-login/', byCard)).statusCode).toBe(200);
      expect((await fromSchool('/api/accounts/student-token-login/', { token: card.token })).statusCode).toBe(
        200,
      );
    }
    // Guesses still count.
    const guesses = [];
    for (let n = 0; n < 61; n++) {
      const wrong = { classroom_code: room.code, code: 'ZZZZZZ' };
      guesses.push((await fromSchool('/api/accounts/student-card-login/', wrong)).statusCode);
    }
    expect(guesses.at(-1)).toBe(429);
  });

  it("never signs in a child with another child's card code", async () => {
    const me = await teacher();
    const room = await cardRoom(me.access, 'Maternal');
    const [lia, rui] = [await existingStudent(), await existingStudent()];
    for (const child of [lia, rui]) expect((await selfLink(room, child.access)).statusCode).toBe(200);

    // Generation: a code already on an open card of this teacher is drawn again.
    const forced = vi.mocked(crypto.randomInt) as unknown as { mockReturnValueOnce(n: number): unknown };
    for (let i = 0; i < 6; i++) forced.mockReturnValueOnce(0);
    const liaCard = await generate(lia.id, me.access);
    expect(liaCard.short_code).toBe(CLASSROOM_CODE_ALPHABET[0]!.repeat(6));
    for (let i = 0; i < 6; i++) forced.mockReturnValueOnce(0);
    const ruiCard = await generate(rui.id, me.access);
    expect(ruiCard.short_code).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
    expect(ruiCard.short_code).not.toBe(liaCard.short_code);
    const signedIn = async (res: Awaited<ReturnType<typeof byCode>>) => {
      expect(res.statusCode, res.body).toBe(200);
      return (await call('GET', '/api/profile/me', res.json().access)).json().id as number;
    };
    expect(await signedIn(await byCode(room.code, liaCard.short_code!))).toBe(lia.id);
    expect(await signedIn(await byCode(room.code, ruiCard.short_code!))).toBe(rui.id);

    // Look-up: should two open cards in one class still share a code (as earlier codes could), nobody
    // is signed in with it rather than whichever row comes first.
    await t.database.db.insert(schema.studentLoginTokens).values({
      studentId: rui.id,
      createdById: me.id,
      tokenHash: hashToken(`duplicado-${Date.now()}`),
      expiresAt: new Date(Date.now() + 24 * 3600 * 1000),
      reusable: true,
      shortCodeHash: hashToken(liaCard.short_code!),
    });
    const ambiguous = await byCode(room.code, liaCard.short_code!);
    expect(ambiguous.statusCode).toBe(401);
    expect(ambiguous.json().code).toBe('token_not_valid');
    // The QR link, unique by construction, keeps working.
    expect((await useToken(liaCard.token)).statusCode).toBe(200);
  });
});
