import { randomUUID } from 'node:crypto';
import { count, isNull } from 'drizzle-orm';
import { schema, type Database } from '@aula/db';
import type { FileStorage } from '../lib/file-storage';
import { sanitizeLessonHtml } from '../modules/content';
import { fundamental1Plans } from './catalogue/fundamental-1';
import { fundamental2Plans } from './catalogue/fundamental-2';
import { infantilPlans } from './catalogue/infantil';
import { medioPlans } from './catalogue/medio';
import { fundamental1StudentMaterial } from './catalogue/student/fundamental-1';
import { fundamental2StudentMaterial } from './catalogue/student/fundamental-2';
import { infantilStudentMaterial } from './catalogue/student/infantil';
import { medioStudentMaterial } from './catalogue/student/medio';
import { demoDocuments, demoFaq } from './catalogue/library';
import type { DemoLesson } from './catalogue/types';
import { simplePdf } from './simple-pdf';

const COLLECTIONS = {
  'primeiros-passos': {
    name: 'Primeiros Passos',
    description:
      'Brincadeiras e investigações para a Educação Infantil, organizadas pelos campos de experiência.',
  },
  'trilhas-fundamental': {
    name: 'Trilhas do Fundamental',
    description: 'Sequências didáticas para os anos iniciais e finais, alinhadas à BNCC.',
  },
  'ciencia-investigacao': {
    name: 'Ciência e Investigação',
    description: 'Aulas práticas de Ciências: observar, levantar hipóteses, experimentar e registrar.',
  },
  'rumo-ao-enem': {
    name: 'Rumo ao ENEM',
    description: 'Preparação para o ENEM e vestibulares, com foco em competências e habilidades.',
  },
} as const;

export const DEMO_PLANS = [...infantilPlans, ...fundamental1Plans, ...fundamental2Plans, ...medioPlans];

/** "Material do aluno" of each demo lesson, by title, written for its age group. */
export const DEMO_STUDENT_MATERIAL: Record<string, string> = {
  ...infantilStudentMaterial,
  ...fundamental1StudentMaterial,
  ...fundamental2StudentMaterial,
  ...medioStudentMaterial,
};

function lessonHtml(lesson: DemoLesson): string {
  const steps = lesson.steps.map((step) => `<li>${step}</li>`).join('');
  return sanitizeLessonHtml(
    `<h2>Para começar</h2><p>${lesson.warmup}</p>` +
      `<h2>Desenvolvimento</h2><ol>${steps}</ol>` +
      `<h2>Fechamento</h2><p>${lesson.closing}</p>` +
      `<h3>Avaliação</h3><p>${lesson.assessment}</p>`,
  );
}

async function storeFile(
  db: Database,
  storage: FileStorage,
  file: { data: Buffer; name: string; contentType: string; isPublic: boolean },
): Promise<string> {
  const id = randomUUID();
  const storageKey = `${id.slice(0, 2)}/${id}`;
  await storage.save(storageKey, file.data);
  await db.insert(schema.storedFiles).values({
    id,
    storageKey,
    originalName: file.name,
    contentType: file.contentType,
    sizeBytes: file.data.length,
    isPublic: file.isPublic,
  });
  return id;
}

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * A realistic Portuguese catalogue for a new installation: collections, 12 plans with 60 lessons
 * across the etapas, each with its student material (some premium, each with a worksheet for
 * students attached to its first lesson), documents and FAQ. Does nothing when the catalogue already has plans.
 */
export async function seedDemoCatalogue(db: Database, storage: FileStorage): Promise<boolean> {
  const { lessonPlans, lessonPlanCollections, lessons, lessonAttachments, documents, faqEntries } = schema;
  const [existing] = await db.select({ n: count() }).from(lessonPlans).where(isNull(lessonPlans.ownerId));
  if (Number(existing?.n ?? 0) > 0) return false;

  const collectionIds = new Map<string, number>();
  for (const [position, [key, collection]] of Object.entries(COLLECTIONS).entries()) {
    const [row] = await db
      .insert(lessonPlanCollections)
      .values({ ...collection, position })
      .returning({ id: lessonPlanCollections.id });
    collectionIds.set(key, row!.id);
  }

  for (const [position, plan] of DEMO_PLANS.entries()) {
    const [planRow] = await db
      .insert(lessonPlans)
      .values({
        title: plan.title,
        description: plan.description,
        etapa: plan.etapa,
        ano: plan.ano,
        componente: plan.componente,
        bnccCodes: plan.bncc,
        collectionId: collectionIds.get(plan.collection) ?? null,
        position,
        published: true,
        premium: plan.premium ?? false,
      })
      .returning({ id: lessonPlans.id });
    const lessonRows = await db
      .insert(lessons)
      .values(
        plan.lessons.map((lesson, lessonPosition) => ({
          lessonPlanId: planRow!.id,
          title: lesson.title,
          position: lessonPosition,
          durationMinutes: lesson.minutes,
          objectives: lesson.objectives.join('\n'),
          materials: lesson.materials.join('\n'),
          contentHtml: lessonHtml(lesson),
          studentContentHtml: sanitizeLessonHtml(DEMO_STUDENT_MATERIAL[lesson.title] ?? ''),
          videoUrl: lesson.video ?? null,
          bnccCodes: lesson.bncc,
        })),
      )
      .returning({ id: lessons.id, position: lessons.position });
    const first = plan.lessons[0]!;
    const worksheet = await storeFile(db, storage, {
      data: simplePdf(`Ficha de atividades: ${first.title}`, [
        plan.title,
        '',
        'Objetivos:',
        ...first.objectives.map((objective) => `- ${objective}`),
        '',
        'Materiais:',
        ...first.materials.map((material) => `- ${material}`),
        '',
        'Nome: ______________________________   Data: ____/____/______',
      ]),
      name: `ficha-${slug(first.title)}.pdf`,
      contentType: 'application/pdf',
      isPublic: false,
    });
    const firstLesson = lessonRows.find((row) => row.position === 0)!;
    await db.insert(lessonAttachments).values({
      lessonId: firstLesson.id,
      fileId: worksheet,
      title: 'Ficha de atividades (PDF)',
      forStudents: true,
    });
  }

  for (const [position, document] of demoDocuments.entries()) {
    const fileId = await storeFile(db, storage, {
      data: simplePdf(document.title, document.lines),
      name: `${slug(document.title)}.pdf`,
      contentType: 'application/pdf',
      isPublic: false,
    });
    await db
      .insert(documents)
      .values({ title: document.title, description: document.description, fileId, position });
  }
  await db.insert(faqEntries).values(demoFaq.map((entry, position) => ({ ...entry, position })));
  return true;
}
