import { and, arrayContains, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  bnccCodeNotFoundMessage,
  type BnccSkill,
  type BnccSkillDetail,
  type BnccSkillQuery,
} from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { notFound, ValidationFailure } from '../../lib/errors';
import type { UserRow } from '../../lib/auth-context';

const { bnccSkills, lessons, lessonPlans } = schema;
type SkillRow = typeof bnccSkills.$inferSelect;

/** Lower case without accents: what `bncc_skills.search_text` holds. */
const plainText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const likePattern = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const skillOut = (row: SkillRow): BnccSkill => ({
  code: row.code,
  text: row.text,
  etapa: row.etapa,
  anos: row.anos,
  componente: row.componente,
  unidade_tematica: row.unidadeTematica,
  objetos_conhecimento: row.objetosConhecimento,
});

/** Whether the lesson's own codes (or, when it has none, its plan's) include `code`. */
const lessonWorks = (code: SQL | string) =>
  sql`${code} = any(case when cardinality(${lessons.bnccCodes}) > 0 then ${lessons.bnccCodes} else ${lessonPlans.bnccCodes} end)`;

/** Every code must be in the BNCC table: the first unknown one is a 400 on `field`. */
export async function assertBnccCodes(db: Database, codes: readonly string[], field: string) {
  const unique = [...new Set(codes)];
  if (unique.length === 0) return;
  const known = await db
    .select({ code: bnccSkills.code })
    .from(bnccSkills)
    .where(inArray(bnccSkills.code, unique));
  const found = new Set(known.map((row) => row.code));
  const missing = unique.find((code) => !found.has(code));
  if (missing) throw ValidationFailure.field(field, bnccCodeNotFoundMessage(missing));
}

/** The text of each known code (unknown ones are left out). */
export async function skillTexts(db: Database, codes: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(codes)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ code: bnccSkills.code, text: bnccSkills.text })
    .from(bnccSkills)
    .where(inArray(bnccSkills.code, unique));
  return new Map(rows.map((row) => [row.code, row.text]));
}

/** Every skill of an ano × componentes, ordered by code. */
export function skillsOf(db: Database, ano: string, componentes: readonly string[]) {
  return db
    .select()
    .from(bnccSkills)
    .where(and(arrayContains(bnccSkills.anos, [ano]), inArray(bnccSkills.componente, [...componentes])))
    .orderBy(asc(bnccSkills.code));
}

export function bnccSkillsService({ db }: { db: Database }) {
  function filters(query: Omit<BnccSkillQuery, 'page' | 'page_size'>) {
    const where: (SQL | undefined)[] = [];
    if (query.etapa) where.push(eq(bnccSkills.etapa, query.etapa));
    if (query.ano) where.push(arrayContains(bnccSkills.anos, [query.ano]));
    if (query.componente) where.push(eq(bnccSkills.componente, query.componente));
    if (query.unidade_tematica) where.push(eq(bnccSkills.unidadeTematica, query.unidade_tematica));
    if (query.search) {
      const words = plainText(query.search).split(/\s+/).filter(Boolean);
      const code = query.search.trim().toUpperCase();
      where.push(
        or(
          sql`${bnccSkills.code} like ${`${likePattern(code)}%`}`,
          and(...words.map((word) => sql`${bnccSkills.searchText} like ${`%${likePattern(word)}%`}`)),
        ),
      );
    }
    return and(...where);
  }

  return {
    async list(query: BnccSkillQuery) {
      const where = filters(query);
      const [total] = await db.select({ n: count() }).from(bnccSkills).where(where);
      const rows = await db
        .select()
        .from(bnccSkills)
        .where(where)
        .orderBy(asc(bnccSkills.code))
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size);
      return { count: total?.n ?? 0, results: rows.map(skillOut) };
    },

    /** The skill and the lessons that work it: published catalogue lessons and the caller's own. */
    async detail(user: UserRow, code: string): Promise<BnccSkillDetail> {
      const [row] = await db.select().from(bnccSkills).where(eq(bnccSkills.code, code));
      if (!row) throw notFound('Habilidade da BNCC não encontrada.');
      const working = await db
        .select({
          id: lessons.id,
          title: lessons.title,
          planId: lessonPlans.id,
          planTitle: lessonPlans.title,
        })
        .from(lessons)
        .innerJoin(lessonPlans, eq(lessonPlans.id, lessons.lessonPlanId))
        .where(
          and(
            sql`((${lessonPlans.ownerId} is null and ${lessonPlans.published}) or ${lessonPlans.ownerId} = ${user.id})`,
            lessonWorks(code),
          ),
        )
        .orderBy(asc(lessonPlans.position), asc(lessonPlans.id), asc(lessons.position), asc(lessons.id))
        .limit(200);
      return {
        ...skillOut(row),
        lessons: working.map((l) => ({
          id: l.id,
          title: l.title,
          lesson_plan: { id: l.planId, title: l.planTitle },
        })),
      };
    },

    async unidades(query: { ano?: string | undefined; componente?: string | undefined }) {
      const rows = await db
        .selectDistinct({ name: bnccSkills.unidadeTematica })
        .from(bnccSkills)
        .where(
          and(
            sql`${bnccSkills.unidadeTematica} is not null`,
            query.ano ? arrayContains(bnccSkills.anos, [query.ano]) : undefined,
            query.componente ? eq(bnccSkills.componente, query.componente) : undefined,
          ),
        )
        .orderBy(asc(bnccSkills.unidadeTematica));
      return { results: rows.map((row) => row.name!) };
    },
  };
}

export type BnccSkillsService = ReturnType<typeof bnccSkillsService>;
