import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app';
import { classroomPeople, jwt } from './users';

type Room = { id: number; code: string };
type Card = { token: string; short_code: string };
type Pair = { access: string; refresh: string };

describe('student cards: ending a card ends its sessions; guesses limited per class and per address', () => {
  let t: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // A second API instance on the same database.
    other = await createTestApp({ database: t.database });
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const { call, teacher, existingStudent } = classroomPeople(() => t, 41, 'trust.cartao');
  const cardRoom = async (access: string, name: string) => {
    const res = await call('POST', '/api/content/classrooms/', access, {
      name: `Infantil ${name}`,
      school_year: 2026,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Room;
  };
  const childIn = async (room: Room) => {
    const child = await existingStudent();
    const res = await call('POST', `/api/content/classrooms/${room.id}/self-link/`, child.access, {
      code: room.code,
    });
    expect(res.statusCode, res.body).toBe(200);
    return child;
  };
  const print = async (studentId: number, access: string) => {
    const res = await call('POST', `/api/accounts/generate-student-login-token/${studentId}/`, access);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Card;
  };
  const from = (app: TestApp, address: string) => ({
    byCode: (classroom_code: string, code: string) =>
      app.app.inject({
        method: 'POST',
        url: '/api/accounts/student-card-login/',
        payload: { classroom_code, code },
        remoteAddress: address,
      }),
    byToken: (token: string) =>
      app.app.inject({
        method: 'POST',
        url: '/api/accounts/student-token-login/',
        payload: { token },
        remoteAddress: address,
      }),
  });
  const signedIn = async (res: { statusCode: number; body: string; json(): unknown }) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Pair;
  };
  const refresh = (app: TestApp, pair: Pair) =>
    app.app.inject({
      method: 'POST',
      url: '/api/accounts/refresh-token/',
      payload: { refresh: pair.refresh },
    });
  const me = (app: TestApp, pair: Pair) =>
    app.app.inject({ url: '/api/profile/me', headers: jwt(pair.access) });

  it('cancelling a card ends every session it opened, on every instance', async () => {
    const mine = await teacher();
    const room = await cardRoom(mine.access, 'Girassol');
    const child = await childIn(room);
    const card = await print(child.id, mine.access);
    const here = from(t, '10.41.200.1');
    const there = from(other, '10.41.200.2');
    const byCode = await signedIn(await here.byCode(room.code, card.short_code));
    const byQr = await signedIn(await there.byToken(card.token));
    const rotated = await signedIn(await refresh(other, byQr));
    expect((await me(other, rotated)).statusCode).toBe(200);

    const cancelled = await call(
      'DELETE',
      `/api/accounts/generate-student-login-token/${child.id}/`,
      mine.access,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    for (const [app, pair] of [
      [t, byCode],
      [other, byCode],
      [other, rotated],
      [t, rotated],
    ] as const) {
      expect((await refresh(app, pair)).statusCode).toBe(401);
      expect((await me(app, pair)).statusCode).toBe(401);
    }
    // The child's own password session is not the card's: it stays.
    expect((await call('GET', '/api/profile/me', child.access)).statusCode).toBe(200);
  });

  it('reprinting a card ends the sessions of the old one, not those of the new one', async () => {
    const mine = await teacher();
    const room = await cardRoom(mine.access, 'Lua');
    const child = await childIn(room);
    const lost = await print(child.id, mine.access);
    const school = from(t, '10.41.201.1');
    const old = await signedIn(await school.byToken(lost.token));
    const reprinted = await print(child.id, mine.access);
    expect((await refresh(t, old)).statusCode).toBe(401);
    expect((await me(other, old)).statusCode).toBe(401);
    expect((await school.byCode(room.code, lost.short_code)).statusCode).toBe(401);
    const fresh = await signedIn(await school.byCode(room.code, reprinted.short_code));
    expect((await refresh(other, fresh)).statusCode).toBe(200);
  });

  it("one child's wrong codes on the school's one address lock out neither her class nor the others", async () => {
    const mine = await teacher();
    const roomA = await cardRoom(mine.access, 'Sol');
    const roomB = await cardRoom(mine.access, 'Estrela');
    const [lia, rui] = [await childIn(roomA), await childIn(roomB)];
    const [liaCard, ruiCard] = [await print(lia.id, mine.access), await print(rui.id, mine.access)];
    const school = from(t, '10.41.202.1');
    // Before, the 21st wrong code from one address answered 429 to everyone behind it.
    for (let n = 0; n < 30; n++) expect((await school.byCode(roomA.code, 'ZZZZZZ')).statusCode).toBe(401);
    await signedIn(await school.byCode(roomA.code, liaCard.short_code));
    await signedIn(await school.byCode(roomB.code, ruiCard.short_code));
  });

  it('counts wrong codes per class from every address: spreading guesses gains nothing', async () => {
    const mine = await teacher();
    const target = await cardRoom(mine.access, 'Alvo');
    const elsewhere = await cardRoom(mine.access, 'Vizinha');
    const rui = await childIn(elsewhere);
    const ruiCard = await print(rui.id, mine.access);
    const statuses: number[] = [];
    for (let n = 0; n < 61; n++) {
      statuses.push(
        (await from(t, `10.41.${203 + Math.floor(n / 250)}.${(n % 250) + 1}`).byCode(target.code, 'ZZZZZZ'))
          .statusCode,
      );
    }
    expect(statuses.slice(0, 60).every((status) => status === 401)).toBe(true);
    expect(statuses[60]).toBe(429);
    // Another class, from the same addresses, is not affected.
    await signedIn(await from(t, '10.41.203.1').byCode(elsewhere.code, ruiCard.short_code));
  });

  it('counts wrong codes per address over every class, and sign-ins per card', async () => {
    const mine = await teacher();
    const rooms = [];
    for (let n = 0; n < 4; n++) rooms.push(await cardRoom(mine.access, `Sala ${n}`));
    const attacker = from(t, '10.41.210.1');
    const statuses: number[] = [];
    for (let n = 0; n < 201; n++) {
      statuses.push((await attacker.byCode(rooms[n % 4]!.code, 'ZZZZZZ')).statusCode);
    }
    expect(statuses.slice(0, 200).every((status) => status === 401)).toBe(true);
    expect(statuses[200]).toBe(429);

    const child = await childIn(rooms[0]!);
    const card = await print(child.id, mine.access);
    const tablet = from(t, '10.41.211.1');
    for (let n = 0; n < 50; n++) {
      await signedIn(await tablet.byCode(rooms[0]!.code, card.short_code));
      await signedIn(await tablet.byToken(card.token));
    }
    const copied = await tablet.byToken(card.token);
    expect(copied.statusCode).toBe(429);
    // That refusal was no guess: the classroom's counter did not move.
    const classmate = await childIn(rooms[0]!);
    await signedIn(await tablet.byCode(rooms[0]!.code, (await print(classmate.id, mine.access)).short_code));
  }, 180_000);
});
