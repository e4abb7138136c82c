import { join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@aula/db';
import { diskFileStorage } from '../src/lib/file-storage';
import { DEMO_PLANS, seedDemoCatalogue } from '../src/seed/demo-catalogue';
import { createTestApp, type TestApp } from './app';
import { createUser, jwt, loginAs } from './users';

describe('demo catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('seeds a realistic catalogue once, readable through the API', async () => {
    const storage = diskFileStorage(join(t.config.dataDir, 'uploads'));
    expect(await seedDemoCatalogue(t.database.db, storage)).toBe(true);
    expect(await seedDemoCatalogue(t.database.db, storage)).toBe(false);
    const db = t.database.db;
    const plans = await db.select().from(schema.lessonPlans);
    expect(plans).toHaveLength(12);
    expect(new Set(plans.map((plan) => plan.etapa))).toEqual(
      new Set(['educacao-infantil', 'fundamental-1', 'fundamental-2', 'ensino-medio']),
    );
    expect(plans.filter((plan) => plan.premium).length).toBeGreaterThanOrEqual(3);
    expect((await db.select().from(schema.lessonPlanCollections)).length).toBeGreaterThanOrEqual(3);
    expect(await db.select().from(schema.lessons)).toHaveLength(60);
    expect(DEMO_PLANS.every((plan) => plan.lessons.length === 5)).toBe(true);
    expect((await db.select().from(schema.faqEntries)).length).toBeGreaterThanOrEqual(4);

    const access = (await loginAs(t.app, await createUser(db))).access;
    const documents = (await t.app.inject({ url: '/api/content/documents/', headers: jwt(access) })).json();
    expect(documents.count).toBe(3);
    const pdf = await t.app.inject({ url: documents.results[0].file.url });
    expect(await fileTypeFromBuffer(pdf.rawPayload)).toMatchObject({ mime: 'application/pdf' });

    const search = await t.app.inject({
      url: '/api/content/lessonplans/?search=fracoes',
      headers: jwt(access),
    });
    expect(search.json().results[0].title).toMatch(/^Frações/);
    const cover = await t.app.inject({ url: search.json().results[0].cover_url });
    expect(cover.headers['content-type']).toBe('image/png');
  });

  it('uses well-formed BNCC codes and the taxonomy of its etapa', async () => {
    const { BNCC_CODE_PATTERN, ANOS, COMPONENTES } = await import('@aula/contracts');
    for (const plan of DEMO_PLANS) {
      expect(ANOS.find((ano) => ano.value === plan.ano)?.etapa, plan.title).toBe(plan.etapa);
      const componente = COMPONENTES.find((c) => c.value === plan.componente);
      expect(componente?.etapas as readonly string[], plan.title).toContain(plan.etapa);
      for (const code of [...plan.bncc, ...plan.lessons.flatMap((lesson) => lesson.bncc)]) {
        expect(code, plan.title).toMatch(BNCC_CODE_PATTERN);
      }
    }
  });
});
