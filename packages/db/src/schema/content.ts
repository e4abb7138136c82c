import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  customType,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, belongsTo, timestampNow } from './columns';
import { users } from './accounts';

/**
 * PostgreSQL full-text vector, written only by the database: triggers in migration 0012 keep it
 * (Portuguese stems of unaccented words, weighted by where they appear).
 */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const searchVector = () =>
  tsvector()
    .notNull()
    .default(sql`''::tsvector`);

/**
 * An uploaded file (cover, attachment, document). The bytes live in the storage backend under
 * `storageKey`; the id is random, so a public cover's URL cannot be guessed from another's.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid().primaryKey(),
    storageKey: text().notNull(),
    originalName: text().notNull(),
    contentType: text().notNull(),
    sizeBytes: bigint({ mode: 'number' }).notNull(),
    /** Covers are served to anyone holding the URL; everything else needs a signed link. */
    isPublic: boolean().notNull().default(false),
    uploadedById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestampNow(),
    /** A public image's WebP copies were made (or it needs none); empty for images kept before copies existed. */
    variantsMadeAt: at(),
  },
  (t) => [
    index().on(t.uploadedById),
    index('stored_files_variants_pending_index')
      .on(t.createdAt)
      .where(sql`${t.isPublic} and ${t.variantsMadeAt} is null`),
  ],
);

export const lessonPlanCollections = pgTable(
  'lesson_plan_collections',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    description: text().notNull().default(''),
    position: integer().notNull().default(0),
    createdAt: timestampNow(),
    updatedAt: timestampNow(),
  },
  (t) => [
    index().on(t.position),
    uniqueIndex('lesson_plan_collections_name_unique').on(sql`lower(${t.name})`),
  ],
);

/**
 * A lesson plan ("livro"). Catalogue plans have no owner; a teacher's own plans ("Meus livros")
 * have `ownerId` and never appear in the catalogue.
 */
export const lessonPlans = pgTable(
  'lesson_plans',
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    description: text().notNull().default(''),
    coverFileId: uuid().references(() => storedFiles.id, { onDelete: 'set null' }),
    etapa: text(),
    ano: text(),
    componente: text(),
    bnccCodes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    collectionId: integer().references(() => lessonPlanCollections.id, { onDelete: 'set null' }),
    position: integer().notNull().default(0),
    published: boolean().notNull().default(false),
    premium: boolean().notNull().default(false),
    ownerId: integer().references(() => users.id, { onDelete: 'cascade' }),
    copiedFromId: integer().references((): AnyPgColumn => lessonPlans.id, { onDelete: 'set null' }),
    /** A copy, at any remove, of a premium plan: still subscribers' work once `copiedFromId` is gone. */
    fromPremium: boolean().notNull().default(false),
    /** Title, BNCC codes, lesson titles and codes, description and subject names (weights A to D). */
    searchVector: searchVector(),
    /** The text of its lessons, ranked below everything else. */
    lessonsVector: searchVector(),
    createdAt: timestampNow(),
    updatedAt: timestampNow(),
  },
  (t) => [
    index('lesson_plans_catalogue_order_idx')
      .on(t.position, t.id)
      .where(sql`${t.ownerId} is null`),
    // What teachers browse: counted and paged from this index alone.
    index('lesson_plans_published_order_idx')
      .on(t.position, t.id)
      .where(sql`${t.ownerId} is null and ${t.published}`),
    index('lesson_plans_owner_idx').on(t.ownerId, t.createdAt),
    index().on(t.etapa),
    index().on(t.ano),
    index().on(t.componente),
    index().on(t.collectionId),
    index('lesson_plans_bncc_codes_idx').using('gin', t.bnccCodes),
  ],
);

/**
 * One row whose version moves whenever a catalogue plan is added, removed or changed in a way that
 * can change which filters it matches (triggers in migration 0007), so the API can cache counts
 * per version and still never show a stale one.
 */
export const catalogueState = pgTable('catalogue_state', {
  id: integer().primaryKey(),
  version: bigint({ mode: 'number' }).notNull().default(0),
});

export const lessons = pgTable(
  'lessons',
  {
    id: serial().primaryKey(),
    lessonPlanId: belongsTo(() => lessonPlans.id),
    title: text().notNull(),
    position: integer().notNull().default(0),
    durationMinutes: integer().notNull().default(50),
    objectives: text().notNull().default(''),
    materials: text().notNull().default(''),
    /** Sanitised HTML; only the service writes it, after the allow-list pass. */
    contentHtml: text().notNull().default(''),
    /** What a pupil reads or does ("Material do aluno"); sanitised like contentHtml. */
    studentContentHtml: text().notNull().default(''),
    videoUrl: text(),
    bnccCodes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    searchVector: searchVector(),
    createdAt: timestampNow(),
    updatedAt: timestampNow(),
  },
  (t) => [
    index('lessons_plan_position_idx').on(t.lessonPlanId, t.position, t.id),
    index('lessons_search_idx').using('gin', t.searchVector),
  ],
);

export const lessonAttachments = pgTable(
  'lesson_attachments',
  {
    id: serial().primaryKey(),
    lessonId: belongsTo(() => lessons.id),
    fileId: uuid()
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    position: integer().notNull().default(0),
    /** Students of a classroom see only the attachments marked for them. */
    forStudents: boolean().notNull().default(false),
  },
  (t) => [index().on(t.lessonId, t.position), index().on(t.fileId)],
);

export const favorites = pgTable(
  'favorites',
  {
    id: serial().primaryKey(),
    userId: belongsTo(() => users.id),
    lessonId: belongsTo(() => lessons.id),
    createdAt: timestampNow(),
  },
  (t) => [uniqueIndex('favorites_user_lesson_unique').on(t.userId, t.lessonId), index().on(t.lessonId)],
);

export const documents = pgTable(
  'documents',
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    description: text().notNull().default(''),
    fileId: uuid()
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'restrict' }),
    position: integer().notNull().default(0),
    createdAt: timestampNow(),
    updatedAt: timestampNow(),
  },
  (t) => [index().on(t.position)],
);

export const faqEntries = pgTable(
  'faq_entries',
  {
    id: serial().primaryKey(),
    question: text().notNull(),
    answer: text().notNull(),
    position: integer().notNull().default(0),
    createdAt: timestampNow(),
    updatedAt: timestampNow(),
  },
  (t) => [index().on(t.position)],
);

/**
 * Each word (lexeme) of a plan, for ranking a search from one index (migration 0019, whose trigger
 * keeps it): its score in the plan and copies of the plan's columns that scopes and filters read.
 */
export const planSearchTerms = pgTable(
  'plan_search_terms',
  {
    planId: belongsTo(() => lessonPlans.id),
    lexeme: text().notNull(),
    score: real().notNull(),
    position: integer().notNull(),
    createdAt: at().notNull(),
    ownerId: integer(),
    published: boolean().notNull(),
    premium: boolean().notNull(),
    etapa: text(),
    ano: text(),
    componente: text(),
    collectionId: integer(),
    bnccCodes: text().array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.lexeme] }), index('plan_search_terms_lexeme_idx').on(t.lexeme)],
);

/**
 * Words of plans and lessons (kept by triggers), matched by trigram similarity to suggest a
 * spelling when a search finds nothing.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text().primaryKey(),
    /** Lower-case and unaccented. */
    plain: text().notNull(),
  },
  (t) => [index('search_words_plain_trgm_idx').using('gin', sql`${t.plain} gin_trgm_ops`)],
);

/**
 * A link a teacher sends a colleague to copy one of her own plans: one per plan, the random token
 * is the only key (whoever holds it may copy), and stopping the share deletes the row.
 */
export const planShares = pgTable(
  'plan_shares',
  {
    token: text().primaryKey(),
    lessonPlanId: belongsTo(() => lessonPlans.id),
    createdById: belongsTo(() => users.id),
    createdAt: timestampNow(),
  },
  (t) => [uniqueIndex('plan_shares_lesson_plan_unique').on(t.lessonPlanId), index().on(t.createdById)],
);
