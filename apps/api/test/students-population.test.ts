import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { schema } from '@aula/db';
import { createTestApp, type TestApp } from './app';
import { classroomPeople, deleteAccount } from './users';

type Room = { id: number; code: string };

describe("every student in a teacher's classrooms is one of her students", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { call, teacher, existingStudent } = classroomPeople(() => t, 15, 'conta');
  const classroomOf = async (access: string, name = 'Turma') =>
    (await call('POST', '/api/content/classrooms/', access, { name, school_year: 2026 })).json() as Room;
  const bulk = (access: string, n: number, prefix: string) =>
    call('POST', '/api/profile/my-students/bulk/', access, {
      students: Array.from({ length: n }, (_, i) => ({ first_name: `${prefix}${i}`, last_name: 'Lima' })),
    });
  const signUp = (room: Room, username: string) =>
    call('POST', '/api/accounts/student-sign-in/', null, {
      first_name: 'Lia',
      last_name: 'Rocha',
      username,
      password: 'Pipa-Colorida-7',
      classroom_code: room.code,
      recaptcha: '',
    });
  const selfLink = (room: Room, access: string) =>
    call('POST', `/api/content/classrooms/${room.id}/self-link/`, access, { code: room.code });
  const listOf = async (access: string) =>
    (await call('GET', '/api/profile/my-students/', access)).json() as {
      count: number;
      results: {
        id: number;
        username: string;
        last_login: string | null;
        classrooms: { name: string }[];
        manages_account: boolean;
        shared: boolean;
      }[];
    };

  it('lists a child who signed up by code, with last access, and lets the teacher manage her', async () => {
    const me = await teacher();
    const room = await classroomOf(me.access, 'Infantil B');
    const res = await signUp(room, `lia.${Date.now()}`);
    expect(res.statusCode).toBe(201);
    const list = await listOf(me.access);
    expect(list.count).toBe(1);
    const [lia] = list.results;
    expect(lia!.last_login).not.toBeNull();
    expect(lia!.classrooms).toEqual([{ id: room.id, name: 'Infantil B' }]);
    const reset = await call('POST', `/api/accounts/reset-student-password/${lia!.id}/`, me.access, {
      password: 'Arco-Iris-Feliz-9',
    });
    expect(reset.json()).toEqual({ status: 'OK' });
    const link = await call('POST', `/api/accounts/generate-student-login-token/${lia!.id}/`, me.access);
    expect(link.statusCode).toBe(200);
    const stats = await call('GET', '/api/profile/my-statistics', me.access);
    expect(stats.json().students).toEqual({ count: 1, limit: 5 });
  });

  it('counts a student who belongs to two teachers for each, and shows each only her classrooms', async () => {
    const a = await teacher();
    const b = await teacher();
    const roomA = await classroomOf(a.access, 'Turma da A');
    const roomB = await classroomOf(b.access, 'Turma da B');
    const child = await existingStudent();
    expect((await selfLink(roomA, child.access)).statusCode).toBe(200);
    expect((await selfLink(roomB, child.access)).statusCode).toBe(200);
    for (const [who, name] of [
      [a, 'Turma da A'],
      [b, 'Turma da B'],
    ] as const) {
      const list = await listOf(who.access);
      expect(list.count).toBe(1);
      expect(list.results[0]!.classrooms.map((c) => c.name)).toEqual([name]);
    }
    // Deleting by one teacher only takes the child out of her classes while another teacher has her.
    expect((await call('DELETE', `/api/profile/my-students/${child.id}/`, a.access)).statusCode).toBe(204);
    expect((await listOf(a.access)).count).toBe(0);
    expect((await listOf(b.access)).count).toBe(1);
    expect((await call('DELETE', `/api/profile/my-students/${child.id}/`, b.access)).statusCode).toBe(204);
    const [gone] = await t.database.db.select().from(schema.users).where(eq(schema.users.id, child.id));
    expect(gone).toBeUndefined();
  });

  it("lets only the teacher who manages a shared child's account open it; another only teaches her", async () => {
    const a = await teacher();
    const b = await teacher();
    const roomA = await classroomOf(a.access, 'Turma da A');
    const roomB = await classroomOf(b.access, 'Turma da B');
    // Signed up with A's code: A manages the account, whichever classes the child joins next.
    const signed = await signUp(roomA, `gerida.${Date.now()}`);
    expect(signed.statusCode).toBe(201);
    expect((await selfLink(roomB, signed.json().access)).statusCode).toBe(200);
    const [seenByB] = (await listOf(b.access)).results;
    expect(seenByB).toMatchObject({ manages_account: false, shared: true });
    const id = seenByB!.id;
    const refused = {
      detail:
        'A conta deste aluno é administrada por outro professor: só ele pode mudar o nome, o usuário ' +
        'e a senha ou gerar links e cartões de acesso.',
      code: 'student_managed_elsewhere',
    };
    const attempts: [string, string, object | undefined][] = [
      ['POST', `/api/accounts/generate-student-login-token/${id}/`, undefined],
      ['POST', `/api/accounts/reset-student-password/${id}/`, { password: 'Outra-Senha-Boa-4' }],
      [
        'PUT',
        `/api/profile/my-students/${id}/`,
        { first_name: 'Lia', last_name: 'Rocha', username: 'tomada' },
      ],
    ];
    for (const [method, url, payload] of attempts) {
      const res = await call(method, url, b.access, payload);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual(refused);
    }
    expect((await listOf(a.access)).results[0]).toMatchObject({ id, manages_account: true, shared: true });
    const link = await call('POST', `/api/accounts/generate-student-login-token/${id}/`, a.access);
    expect(link.statusCode).toBe(200);

    // B deleting the child only takes her out of B's class.
    expect((await call('DELETE', `/api/profile/my-students/${id}/`, b.access)).statusCode).toBe(204);
    expect((await listOf(b.access)).count).toBe(0);
    expect((await listOf(a.access)).results[0]).toMatchObject({ id, manages_account: true, shared: false });
  });

  it("passes a shared account's management on when its teacher lets the child go or leaves", async () => {
    const [a, b, c] = [await teacher(), await teacher(), await teacher()];
    const [roomA, roomB, roomC] = [
      await classroomOf(a.access, 'Turma da A'),
      await classroomOf(b.access, 'Turma da B'),
      await classroomOf(c.access, 'Turma da C'),
    ];
    const signed = await signUp(roomB, `passada.${Date.now()}`);
    expect(signed.statusCode).toBe(201);
    for (const room of [roomA, roomC]) {
      expect((await selfLink(room, signed.json().access)).statusCode).toBe(200);
    }
    const id = (await listOf(b.access)).results[0]!.id;
    const managers = async (...who: { access: string }[]) => {
      const lists = await Promise.all(who.map((w) => listOf(w.access)));
      return lists.map((list) => list.results.find((s) => s.id === id)?.manages_account);
    };
    // B created the account (her code); A's class is older than C's.
    expect(await managers(a, b, c)).toEqual([false, true, false]);
    expect((await deleteAccount(t.app, b.access)).statusCode).toBeLessThan(300);
    expect(await managers(a, c)).toEqual([true, false]);
    expect((await call('DELETE', `/api/profile/my-students/${id}/`, a.access)).statusCode).toBe(204);
    expect(await managers(c)).toEqual([true]);
    expect((await listOf(c.access)).results[0]).toMatchObject({ id, shared: false });
    expect((await call('DELETE', `/api/profile/my-students/${id}/`, c.access)).statusCode).toBe(204);
    const [gone] = await t.database.db.select().from(schema.users).where(eq(schema.users.id, id));
    expect(gone).toBeUndefined();
  });

  it('keeps an existing account joining by code within the limit; one already hers joins another class freely', async () => {
    const me = await teacher();
    const first = await classroomOf(me.access, 'Primeira');
    const second = await classroomOf(me.access, 'Segunda');
    const child = await existingStudent();
    expect((await selfLink(first, child.access)).statusCode).toBe(200);
    expect((await bulk(me.access, 4, 'Cheio')).statusCode).toBe(201);
    const late = await existingStudent();
    const refused = await selfLink(first, late.access);
    expect(refused.statusCode).toBe(403);
    // Said to the child, not the teacher's "Assine um plano…".
    const full = {
      detail: 'Esta turma está cheia. Fale com o professor ou a professora da turma.',
      code: 'student_limit_reached',
    };
    expect(refused.json()).toEqual(full);
    const signedUp = await signUp(first, `cheia.${Date.now()}`);
    expect(signedUp.statusCode).toBe(403);
    expect(signedUp.json()).toEqual(full);
    expect((await selfLink(second, child.access)).statusCode).toBe(200);
    expect((await listOf(me.access)).count).toBe(5);
  });

  // Each path that adds a student, fired three times at once by a teacher with 4 of her 5 places taken.
  const paths: [string, (room: Room, access: string, i: number) => Promise<{ statusCode: number }>][] = [
    [
      'created one by one',
      (_room, access, i) =>
        call('POST', '/api/profile/my-students/', access, { first_name: `Um${i}`, last_name: 'Só' }),
    ],
    ['created in bulk', (_room, access, i) => bulk(access, 1, `Lote${i}x`)],
    ['signed up by code', (room, _access, i) => signUp(room, `corrida.${i}.${Date.now()}`)],
    ['an existing account joining by code', async (room) => selfLink(room, (await existingStudent()).access)],
  ];
  it.each(paths)('holds the limit under parallel requests: %s', async (_name, add) => {
    const me = await teacher();
    const room = await classroomOf(me.access);
    expect((await bulk(me.access, 4, 'Base')).statusCode).toBe(201);
    const results = await Promise.all([0, 1, 2].map((i) => add(room, me.access, i)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 403)).toHaveLength(2);
    expect(codes.filter((c) => c === 200 || c === 201)).toHaveLength(1);
    expect((await listOf(me.access)).count).toBe(5);
  });

  it('gives different usernames to the same name created by two teachers at the same moment', async () => {
    const teachers = await Promise.all([teacher(), teacher(), teacher()]);
    const results = await Promise.all(
      teachers.flatMap((me) =>
        [0, 1].map(() =>
          call('POST', '/api/profile/my-students/', me.access, {
            first_name: 'Maria Eduarda',
            last_name: 'Colisão',
          }),
        ),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    const names = results.map((r) => r.json().student.username as string);
    expect(new Set(names).size).toBe(6);
    for (const name of names) expect(name).toMatch(/^maria\.colisao\d*$/);
  });

  // Only a server has the separate connections this race needs (PGlite runs one transaction at a time).
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'retries a generated username that another teacher takes between the look-up and the insert',
    async () => {
      const me = await teacher();
      const other = await teacher();
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      const holding = t.database.db.transaction(async (tx) => {
        await tx.insert(schema.users).values({
          username: 'rita.corrida',
          firstName: 'Rita',
          lastName: 'Corrida',
          passwordHash: 'x',
          isStudent: true,
          createdByTeacherId: other.id,
        });
        await released;
      });
      const creating = call('POST', '/api/profile/my-students/', me.access, {
        first_name: 'Rita',
        last_name: 'Corrida',
      });
      // The API picked "rita.corrida" (ours is not committed yet) and now waits on it.
      await vi.waitFor(
        async () => {
          const waiting = await t.database.db.execute<{ n: number }>(
            sql`select count(*)::int as n from pg_stat_activity
                where wait_event_type = 'Lock' and query ilike 'insert into "users"%'`,
          );
          expect(waiting.rows[0]?.n).toBe(1);
        },
        { timeout: 10_000, interval: 50 },
      );
      release();
      await holding;
      const res = await creating;
      expect(res.statusCode).toBe(201);
      expect(res.json().student.username).toBe('rita.corrida2');
    },
  );

  it("prints a class's cards with that class's setting, whichever class the child joined last", async () => {
    const me = await teacher();
    const cards = await classroomOf(me.access, 'Infantil Lua');
    const club = await classroomOf(me.access, 'Clube de xadrez');
    const child = await existingStudent();
    expect((await selfLink(cards, child.access)).statusCode).toBe(200);
    expect((await selfLink(club, child.access)).statusCode).toBe(200);
    const generate = async (query: string) =>
      (
        await call('POST', `/api/accounts/generate-student-login-token/${child.id}/${query}`, me.access)
      ).json();
    expect(await generate('')).toMatchObject({ reusable: false, short_code: null });
    const card = await generate(`?classroom=${cards.id}`);
    expect(card).toMatchObject({ reusable: true });
    expect(card.url).toContain(`/code/${cards.code}/`);
    const other = await classroomOf((await teacher()).access, 'Infantil de outra');
    expect(
      (
        await call(
          'POST',
          `/api/accounts/generate-student-login-token/${child.id}/?classroom=${other.id}`,
          me.access,
        )
      ).statusCode,
    ).toBe(400);
  });

  it('tells a closed code from a mistyped one', async () => {
    const me = await teacher();
    const room = await classroomOf(me.access);
    const unknown = await call('GET', '/api/content/classrooms/code/ZZZZZZ/', null);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      detail: 'Não encontramos uma turma com este código.',
      code: 'classroom_not_found',
    });
    await call('PATCH', `/api/content/classrooms/${room.id}/`, me.access, { code_enabled: false });
    const closed = await call('GET', `/api/content/classrooms/code/${room.code}/`, null);
    expect(closed.statusCode).toBe(404);
    expect(closed.json()).toEqual({
      detail: 'Esta turma não está aceitando entradas agora. Fale com o professor ou a professora da turma.',
      code: 'classroom_code_disabled',
    });
    expect((await signUp(room, `fechada.${Date.now()}`)).json()).toEqual({
      classroom_code: [
        'Esta turma não está aceitando entradas agora. Fale com o professor ou a professora da turma.',
      ],
    });
    const child = await existingStudent();
    expect((await selfLink(room, child.access)).json().code).toBe('classroom_code_disabled');
  });

  it('signs a child in again and again with her card, until the teacher revokes or reprints it', async () => {
    const me = await teacher();
    const room = await classroomOf(me.access, 'Infantil A');
    const plain = await call('POST', '/api/profile/my-students/', me.access, {
      first_name: 'Téo',
      last_name: 'Cruz',
    });
    const id = plain.json().student.id as number;
    await call('POST', `/api/content/classrooms/${room.id}/link-students/`, me.access, { students: [id] });
    const patched = await call('PATCH', `/api/content/classrooms/${room.id}/`, me.access, {
      card_login: true,
    });
    expect(patched.json().card_login).toBe(true);
    const generate = async () =>
      (await call('POST', `/api/accounts/generate-student-login-token/${id}/`, me.access)).json() as {
        token: string;
        reusable: boolean;
        short_code: string | null;
        expires_at: string;
      };
    const card = await generate();
    expect(card.reusable).toBe(true);
    expect(card.short_code).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
    expect(new Date(card.expires_at).getTime() - Date.now()).toBeGreaterThan(300 * 24 * 3600 * 1000);
    const useToken = (token: string) => call('POST', '/api/accounts/student-token-login/', null, { token });
    for (let i = 0; i < 2; i++) {
      const ok = await useToken(card.token);
      expect(ok.statusCode).toBe(200);
      const profile = await call('GET', '/api/profile/me', ok.json().access);
      expect(profile.json().must_change_password).toBe(false);
      const classes = await call('GET', '/api/content/classrooms/', ok.json().access);
      expect(classes.json().results[0]).toMatchObject({ id: room.id });
    }
    const byCode = (classroom_code: string, code: string) =>
      call('POST', '/api/accounts/student-card-login/', null, { classroom_code, code });
    expect((await byCode(room.code, card.short_code!.toLowerCase())).statusCode).toBe(200);
    const otherRoom = await classroomOf(me.access, 'Outra');
    expect((await byCode(otherRoom.code, card.short_code!)).statusCode).toBe(401);
    const reprinted = await generate();
    expect((await useToken(card.token)).json().code).toBe('token_not_valid');
    expect((await useToken(reprinted.token)).statusCode).toBe(200);
    const intruder = await teacher();
    expect(
      (await call('DELETE', `/api/accounts/generate-student-login-token/${id}/`, intruder.access)).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/accounts/generate-student-login-token/${id}/`, me.access)).statusCode,
    ).toBe(204);
    expect((await useToken(reprinted.token)).statusCode).toBe(401);
    expect((await byCode(room.code, reprinted.short_code!)).statusCode).toBe(401);
  });
});
