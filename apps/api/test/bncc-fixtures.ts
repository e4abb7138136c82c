import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import type { TestApp } from './app';
import { createUser, jwt, loginAs } from './users';

const dataDir = fileURLToPath(new URL('../../../packages/db/bncc/', import.meta.url));

/** The CSVs as shipped: quoted fields may hold commas, quotes and line breaks. */
export function csv(name: string): Record<string, string>[] {
  const text = readFileSync(`${dataDir}${name}`, 'utf8');
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(field);
      field = '';
    } else if (!quoted && c === '\n') {
      row.push(field.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      field = '';
    } else {
      field += c;
    }
  }
  if (field || row.length) rows.push([...row, field]);
  const [header, ...body] = rows;
  return body.map((cells) => Object.fromEntries(header!.map((h, i) => [h, cells[i] ?? ''])));
}

/** Skills per "ano|componente" in the CSVs, with the product's slugs (a skill of 1º–5º counts in each). */
export function expectedCounts() {
  const counts = new Map<string, number>();
  const add = (ano: string, componente: string) =>
    counts.set(`${ano}|${componente}`, (counts.get(`${ano}|${componente}`) ?? 0) + 1);
  const ef: Record<string, string> = {
    LP: 'lingua-portuguesa',
    MA: 'matematica',
    CI: 'ciencias',
    HI: 'historia',
    GE: 'geografia',
    AR: 'arte',
    EF: 'educacao-fisica',
    LI: 'lingua-inglesa',
    ER: 'ensino-religioso',
  };
  const sigla = new Map(csv('componentes-curriculares.csv').map((c) => [c.id!, c.sigla_codigo!]));
  for (const row of csv('habilidades-ef.csv')) {
    for (const ano of row.anos!.split('|')) add(`ef-${ano.trim()}`, ef[sigla.get(row.componente!)!]!);
  }
  const em: Record<string, string> = {
    'em-area-chs': 'ciencias-humanas',
    'em-area-cnt': 'ciencias-natureza',
    'em-area-lgg': 'linguagens',
    'em-area-mat': 'matematica',
  };
  for (const row of csv('habilidades-em.csv')) {
    const componente = row.componente === 'em-comp-lp' ? 'lingua-portuguesa' : em[row.area!]!;
    for (const ano of ['em-1', 'em-2', 'em-3']) add(ano, componente);
  }
  const grupo: Record<string, string> = {
    'ei-grupo-01': 'ei-bebes',
    'ei-grupo-02': 'ei-bem-pequenas',
    'ei-grupo-03': 'ei-pequenas',
  };
  const campo: Record<string, string> = {
    'ei-campo-eo': 'eu-outro-nos',
    'ei-campo-cg': 'corpo-gestos-movimentos',
    'ei-campo-ts': 'tracos-sons-cores-formas',
    'ei-campo-ef': 'escuta-fala-pensamento',
    'ei-campo-et': 'espacos-tempos-quantidades',
  };
  for (const row of csv('objetivos-ei.csv')) add(grupo[row.grupo_etario!]!, campo[row.campo_experiencias!]!);
  return counts;
}

/** The people the BNCC and planning tests act as: two teachers, staff and a student, signed in. */
export async function signInBnccPeople(t: TestApp) {
  const a = await createUser(t.database.db, { firstName: 'Helena', lastName: 'Souza' });
  const b = await createUser(t.database.db);
  const teacher = { access: (await loginAs(t.app, a)).access, id: a.id };
  const other = { access: (await loginAs(t.app, b)).access, id: b.id };
  const staff = (await loginAs(t.app, await createUser(t.database.db, { isStaff: true }))).access;
  const pupil = await createUser(t.database.db, { email: null, username: 'aluno.bncc', isStudent: true });
  return { teacher, other, staff, student: (await loginAs(t.app, pupil)).access };
}

/** A request as someone (or anonymous), and a new class of a teacher (the first teacher by default). */
export function bnccCalls(app: () => TestApp, teacherAccess: () => string) {
  const call = (method: string, url: string, access: string | null, payload?: object) =>
    app().app.inject({ method: method as 'GET', url, payload, headers: access ? jwt(access) : {} });
  const classroom = async (access = teacherAccess(), body: object = {}) => {
    const res = await call('POST', '/api/content/classrooms/', access, {
      name: '5º ano A',
      school_year: 2026,
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; etapa: string | null; ano: string | null; componentes: string[] };
  };
  return { call, classroom };
}
