import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DB_INT } from '@aula/contracts';
import { schema } from '@aula/db';
import { createPaymentsTestApp, type PaymentsTestApp } from './payments-setup';
import { multipartFile, samplePdf } from './multipart';
import { createUser, jwt, loginAs } from './users';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
}
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
type OpenApi = { paths: Record<string, Record<string, Operation>> };

const BIG_IDS = [String(MAX_DB_INT + 1), '99999999999999999999999', '1e400', '%00', '-1'];
const BIG_INTS = [MAX_DB_INT + 1, -(MAX_DB_INT + 2), 1e300];
const BIG_QUERY_INTS = [String(MAX_DB_INT + 1), '1e400', String(-(MAX_DB_INT + 2))];
const NUL = 'a\u0000b';

const typeOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type[0] : schema.type);

/** Strings that pass the formats and patterns the contracts use, tried in this order. */
const PLAUSIBLE_TEXT = [
  'texto',
  'TEXTO',
  'EF05MA12',
  'ABC234',
  'aluno.hostil',
  'a'.repeat(24),
  '2026-03-10',
  '2026-03-10T10:00:00-03:00',
  '00000000-0000-4000-8000-000000000001',
];
function plausibleText(schema: JsonSchema): string {
  if (schema.format === 'email') return 'pessoa.hostil@escola.test';
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000001';
  if (schema.format === 'date-time') return '2026-03-10T10:00:00-03:00';
  if (schema.format === 'date') return '2026-03-10';
  if (schema.format === 'uri' || schema.format === 'url')
    return 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';
  const fits = (text: string) =>
    (!schema.pattern || new RegExp(schema.pattern, 'u').test(text)) &&
    text.length <= (schema.maxLength ?? Infinity);
  const found = PLAUSIBLE_TEXT.find(fits) ?? 'texto';
  return found.padEnd(schema.minLength ?? 0, 'x');
}

interface Leaves {
  /** Every string leaf (e.g. NUL text), or a plausible one for its format when absent. */
  text?: string;
  /** Every number leaf, or the smallest valid one when absent. */
  int?: number;
  /** Optional properties too (a minimal body has only the required ones). */
  all: boolean;
}

/** A body of the operation's own shape: plausible values except the leaves being tested. */
function shaped(schema: JsonSchema | undefined, leaves: Leaves, depth = 0): unknown {
  if (!schema || depth > 6) return leaves.text ?? 'texto';
  const variant = schema.anyOf?.find((v) => typeOf(v) !== 'null') ?? schema.oneOf?.[0];
  if (variant) return shaped(variant, leaves, depth);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  switch (typeOf(schema)) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key]) => leaves.all || schema.required?.includes(key))
          .map(([key, value]) => [key, shaped(value, leaves, depth + 1)]),
      );
    case 'array':
      return leaves.all || (schema.minItems ?? 0) > 0 ? [shaped(schema.items, leaves, depth + 1)] : [];
    case 'integer':
    case 'number': {
      if (leaves.int !== undefined) return leaves.int;
      const min = schema.minimum ?? 1;
      return schema.exclusiveMinimum === true ? min + 1 : Math.max(min, 1);
    }
    case 'boolean':
      return true;
    default:
      return leaves.text ?? plausibleText(schema);
  }
}

/** Whether a schema has a leaf of these types (no point sending an overflow where no number goes). */
function hasLeaf(schema: JsonSchema | undefined, types: string[], depth = 0): boolean {
  if (!schema || depth > 6) return false;
  if (types.includes(typeOf(schema) ?? '')) return true;
  return [
    ...Object.values(schema.properties ?? {}),
    ...(schema.items ? [schema.items] : []),
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
  ].some((child) => hasLeaf(child, types, depth + 1));
}

type Body = { payload: string; type: string };
const json = (value: unknown): Body => ({ payload: JSON.stringify(value), type: 'application/json' });

/** Every integer a request carries (path, query, body) that has no upper bound an int4 holds. */
function unboundedIntegers(spec: OpenApi): string[] {
  const found: string[] = [];
  const walk = (schema: JsonSchema | undefined, where: string, depth = 0) => {
    if (!schema || depth > 8) return;
    if (typeOf(schema) === 'integer' && !(schema.maximum !== undefined && schema.maximum <= MAX_DB_INT)) {
      found.push(where);
    }
    for (const [key, child] of Object.entries(schema.properties ?? {}))
      walk(child, `${where}.${key}`, depth + 1);
    if (schema.items) walk(schema.items, `${where}[]`, depth + 1);
    for (const child of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) walk(child, where, depth + 1);
  };
  for (const [path, methods] of Object.entries(spec.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const name = `${method.toUpperCase()} ${path}`;
      for (const parameter of operation.parameters ?? []) {
        walk(parameter.schema, `${name} ${parameter.in}:${parameter.name}`);
      }
      walk(operation.requestBody?.content?.['application/json']?.schema, `${name} body`);
    }
  }
  return found;
}

/**
 * Integers knowingly left without an int4 bound. The file link's expiry is a Unix time that is
 * never stored (its own, larger, maximum).
 */
const UNBOUNDED_ON_PURPOSE = ['GET /api/content/files/{id} query:expires'];

describe('hostile input: no request makes the API answer 5xx', () => {
  let p: PaymentsTestApp;
  let who: Record<'anonymous' | 'superuser' | 'student', Record<string, string>>;
  let spec: OpenApi;
  beforeAll(async () => {
    p = await createPaymentsTestApp();
    const superuser = await createUser(p.t.database.db, {
      isStaff: true,
      isSuperuser: true,
      isTeacher: true,
    });
    const student = await createUser(p.t.database.db, {
      email: null,
      username: 'aluno.hostil',
      isStudent: true,
    });
    who = {
      anonymous: {},
      superuser: jwt((await loginAs(p.t.app, superuser)).access),
      student: jwt((await loginAs(p.t.app, student)).access),
    };
    spec = (await p.t.app.inject({ url: '/api/openapi.json' })).json() as OpenApi;

    // Id 1 (the walker's plausible id) names something of the superuser's in each table a body
    // refers into, so a hostile body gets past the "not found" and as far as the database.
    const create = async (url: string, payload: object) => {
      const res = await p.t.app.inject({ method: 'POST', url, headers: who.superuser, payload });
      expect(res.statusCode, `${url} ${res.body}`).toBe(201);
      const { id } = res.json<{ id: number }>();
      expect(id, url).toBe(1);
      return id;
    };
    await create('/api/content/classrooms/', { name: 'Turma hostil', school_year: 2026 });
    await create('/api/content/custom-lessonplans/', { title: 'Livro hostil' });
    await create('/api/content/custom-lessonplans/1/lessons/', { title: 'Aula hostil' });
    const linked = await p.t.app.inject({
      method: 'POST',
      url: '/api/content/classrooms/1/link_lessons/',
      headers: who.superuser,
      payload: { lessons: [1] },
    });
    expect(linked.statusCode, linked.body).toBeLessThan(300);
    await p.t.database.db.insert(schema.classroomStudents).values({ classroomId: 1, studentId: student.id });
    await create('/api/content/classrooms/1/assignments/', { title: 'Atividade hostil', lesson: 1 });
    await create('/api/content/classrooms/1/posts/', { body: 'Aviso hostil' });
  });
  afterAll(() => p.close());

  it('bounds every integer a request carries, so an oversized one is a field error', () => {
    expect(unboundedIntegers(spec)).toEqual(UNBOUNDED_ON_PURPOSE);
  });

  it('walks every OpenAPI operation, one hostile kind at a time', async () => {
    const failures: string[] = [];
    let requests = 0;
    const send = async (
      kind: string,
      method: string,
      url: string,
      headers: Record<string, string>,
      body?: Body,
    ) => {
      requests++;
      const res = await p.t.app.inject({
        method: method.toUpperCase() as 'GET',
        url,
        headers: { ...headers, ...(body ? { 'content-type': body.type } : {}) },
        ...(body ? { payload: body.payload } : {}),
      });
      // 'invalid' is the error handler's last line of defence: a contract should have said no first.
      const caughtLate = res.statusCode === 400 && res.json<{ code?: string }>().code === 'invalid';
      if (res.statusCode >= 500 || caughtLate) {
        failures.push(
          `${kind}: ${method.toUpperCase()} ${url} [${body?.payload.slice(0, 80)}] → ${res.statusCode} ${res.body.slice(0, 120)}`,
        );
      }
    };

    const operations = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(operations.length).toBeGreaterThan(100);
    for (const { path, method, operation } of operations) {
      const parameters = operation.parameters ?? [];
      const pathParams = parameters.filter((parameter) => parameter.in === 'path');
      const queryParams = parameters.filter((parameter) => parameter.in === 'query');
      const plausible = (parameter: Parameter) => String(shaped(parameter.schema, { all: false }));
      /** The path with plausible values, except `hostile` in the parameter named `name`. */
      const urlWith = (name?: string, hostile?: string) =>
        pathParams.reduce(
          (url, parameter) =>
            url.replace(
              `{${parameter.name}}`,
              parameter.name === name ? hostile! : encodeURIComponent(plausible(parameter)),
            ),
          path,
        );
      const requiredQuery = (except?: string) =>
        queryParams
          .filter((parameter) => parameter.required && parameter.name !== except)
          .map((parameter) => `${parameter.name}=${encodeURIComponent(plausible(parameter))}`);
      const withQuery = (url: string, pairs: string[]) => (pairs.length ? `${url}?${pairs.join('&')}` : url);
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      const takesJson = method !== 'get' && method !== 'delete' && bodySchema !== undefined;
      const minimalBody = takesJson ? json(shaped(bodySchema, { all: false })) : undefined;
      const valid = withQuery(urlWith(), requiredQuery());

      for (const headers of Object.values(who)) {
        // Oversized (and otherwise broken) path ids, one parameter at a time, with a plausible body.
        for (const parameter of pathParams) {
          for (const id of BIG_IDS) {
            await send(
              'path id',
              method,
              withQuery(urlWith(parameter.name, id), requiredQuery()),
              headers,
              minimalBody,
            );
          }
        }
        if (method !== 'get' && method !== 'delete') {
          // NUL in every text of a body of the operation's shape, at plausible ids.
          const nulBody = shaped(bodySchema, { text: NUL, all: true });
          if (bodySchema && JSON.stringify(nulBody).includes('\\u0000')) {
            await send('NUL body', method, valid, headers, json(nulBody));
          }
          // Numbers past int4 (and past any sane range) where the body has numbers, text plausible.
          if (hasLeaf(bodySchema, ['integer', 'number'])) {
            for (const int of BIG_INTS) {
              await send(
                'number overflow',
                method,
                valid,
                headers,
                json(shaped(bodySchema, { int, all: true })),
              );
            }
          }
          // Bodies that are not the operation's shape at all.
          for (const body of [
            json([]),
            json(null),
            { payload: '{"truncated": ', type: 'application/json' },
          ]) {
            await send('malformed body', method, valid, headers, body);
          }
          await send('NUL raw body', method, valid, headers, { payload: '\u0000', type: 'text/plain' });
        }
        // Query numbers past int4, one parameter at a time (the usual ones even if undeclared).
        const numericQuery = new Set(
          queryParams
            .filter((parameter) => hasLeaf(parameter.schema, ['integer', 'number']))
            .map((q) => q.name),
        );
        if (method === 'get') for (const name of ['page', 'page_size', 'id']) numericQuery.add(name);
        for (const name of numericQuery) {
          for (const value of BIG_QUERY_INTS) {
            const url = withQuery(urlWith(), [...requiredQuery(name), `${name}=${value}`]);
            await send('query overflow', method, url, headers, minimalBody);
          }
        }
        // NUL in the query string, on its own.
        await send('NUL query', method, withQuery(valid, ['q=a%00b']), headers, minimalBody);
      }
    }
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(5000);
  }, 900_000);

  it('refuses a NUL character with a field error', async () => {
    const res = await p.t.app.inject({
      method: 'POST',
      url: '/api/accounts/login/',
      payload: { username: 'prof\u0000@escola.test', password: 'x', recaptcha: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ username: ['O texto contém um caractere inválido (NUL).'] });
  });

  it('refuses an id past the integer range in the path and in a body', async () => {
    const path = await p.t.app.inject({
      url: `/api/content/classrooms/${MAX_DB_INT + 1}/`,
      headers: who.superuser,
    });
    expect(path.statusCode).toBe(400);
    expect(path.json()).toEqual({ id: ['Número fora do intervalo permitido.'] });
    const body = await p.t.app.inject({
      method: 'POST',
      url: '/api/profile/my-favorites/',
      headers: who.superuser,
      payload: { lesson: MAX_DB_INT + 1 },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual({ lesson: ['Número fora do intervalo permitido.'] });
  });

  it('answers a truncated multipart upload with a field error', async () => {
    const { payload, headers } = multipartFile('plano.pdf', samplePdf, 'application/pdf');
    const res = await p.t.app.inject({
      method: 'POST',
      url: '/api/content/custom-lessonplans/uploads/',
      headers: { ...who.superuser, ...headers },
      payload: payload.subarray(0, payload.length - 30),
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['file']);
  });
});
