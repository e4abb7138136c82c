import { eq } from 'drizzle-orm';
import { ANOS, COMPONENTES } from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { ValidationFailure } from '../../lib/errors';
import { assertBnccCodes } from '../bncc';

const { storedFiles, lessonPlanCollections } = schema;
type PlanRow = typeof schema.lessonPlans.$inferSelect;
type PlanValues = Partial<typeof schema.lessonPlans.$inferInsert>;

export interface PlanFields {
  title?: string | undefined;
  description?: string | undefined;
  cover?: string | null | undefined;
  etapa?: string | null | undefined;
  ano?: string | null | undefined;
  componente?: string | null | undefined;
  bncc_codes?: string[] | undefined;
  collection?: number | null | undefined;
  published?: boolean | undefined;
  premium?: boolean | undefined;
}

/** Ano and componente must belong to the etapa (checked on the merged plan, so patches are covered). */
function checkTaxonomy(plan: { etapa: string | null; ano: string | null; componente: string | null }) {
  const fields: Record<string, string[]> = {};
  const ano = ANOS.find((item) => item.value === plan.ano);
  if (ano && plan.etapa && ano.etapa !== plan.etapa)
    fields.ano = ['Este ano não pertence à etapa escolhida.'];
  const componente = COMPONENTES.find((item) => item.value === plan.componente);
  if (componente && plan.etapa && !(componente.etapas as readonly string[]).includes(plan.etapa)) {
    fields.componente = ['Este componente curricular não faz parte da etapa escolhida.'];
  }
  if (Object.keys(fields).length > 0) throw new ValidationFailure(fields);
}

async function checkReferences(db: Database, input: PlanFields) {
  if (input.cover) {
    const [file] = await db
      .select({ isPublic: storedFiles.isPublic, contentType: storedFiles.contentType })
      .from(storedFiles)
      .where(eq(storedFiles.id, input.cover));
    if (!file?.isPublic || !file.contentType.startsWith('image/')) {
      throw ValidationFailure.field('cover', 'Capa inválida: envie uma imagem como capa.');
    }
  }
  if (input.collection) {
    const [collection] = await db
      .select({ id: lessonPlanCollections.id })
      .from(lessonPlanCollections)
      .where(eq(lessonPlanCollections.id, input.collection));
    if (!collection) throw ValidationFailure.field('collection', 'Coleção não encontrada.');
  }
}

/**
 * Column values for a plan create or patch: validates references and taxonomy against the merged
 * result and recomputes the search column.
 */
export async function planValues(db: Database, input: PlanFields, existing?: PlanRow): Promise<PlanValues> {
  const merged = {
    title: input.title ?? existing?.title ?? '',
    description: input.description ?? existing?.description ?? '',
    etapa: input.etapa !== undefined ? input.etapa : (existing?.etapa ?? null),
    ano: input.ano !== undefined ? input.ano : (existing?.ano ?? null),
    componente: input.componente !== undefined ? input.componente : (existing?.componente ?? null),
    bnccCodes: input.bncc_codes ?? existing?.bnccCodes ?? [],
  };
  checkTaxonomy(merged);
  await checkReferences(db, input);
  await assertBnccCodes(db, input.bncc_codes ?? [], 'bncc_codes');
  const values: PlanValues = {
    ...merged,
    updatedAt: new Date(),
  };
  if (input.cover !== undefined) values.coverFileId = input.cover;
  if (input.collection !== undefined) values.collectionId = input.collection;
  if (input.published !== undefined) values.published = input.published;
  if (input.premium !== undefined) values.premium = input.premium;
  return values;
}
