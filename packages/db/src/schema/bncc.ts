import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { belongsTo, timestampNow } from './columns';
import { classrooms } from './classrooms';
import { lessons } from './content';

/**
 * Every BNCC skill (Fundamental, Médio) and learning objective (Infantil), loaded by migration 0027
 * from the bncc.dev data set (packages/db/bncc, CC BY 4.0). Slugs are those of content-taxonomy.ts.
 */
export const bnccSkills = pgTable(
  'bncc_skills',
  {
    code: text().primaryKey(),
    etapa: text().notNull(),
    /** Every ano (or age group) the skill is for: EF15LP01 is in ef-1 … ef-5. */
    anos: text().array().notNull(),
    componente: text(),
    /** Unidade temática; in Língua Portuguesa the prática de linguagem, in Língua Inglesa the eixo. */
    unidadeTematica: text(),
    objetosConhecimento: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    text: text().notNull(),
    /** Lower case without accents (a generated column). */
    searchText: text()
      .notNull()
      .generatedAlwaysAs(
        sql`lower(translate("text", 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnAAAAAEEEEIIIIOOOOOUUUUCN'))`,
      ),
  },
  (t) => [index('bncc_skills_anos_idx').using('gin', t.anos), index().on(t.componente)],
);

/** A class's school calendar, once the teacher saved one (until then it has the default one). */
export const classroomCalendars = pgTable(
  'classroom_calendars',
  {
    classroomId: integer()
      .primaryKey()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    periodKind: text().$type<'bimestre' | 'trimestre' | 'semestre'>().notNull(),
    updatedAt: timestampNow(),
  },
  (t) => [
    check(
      'classroom_calendars_period_kind_check',
      sql`${t.periodKind} in ('bimestre', 'trimestre', 'semestre')`,
    ),
  ],
);

export const classroomPeriods = pgTable(
  'classroom_periods',
  {
    classroomId: belongsTo(() => classroomCalendars.classroomId),
    index: smallint().notNull(),
    name: text().notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'classroom_periods_pk', columns: [t.classroomId, t.index] }),
    check('classroom_periods_dates_check', sql`${t.startDate} <= ${t.endDate}`),
  ],
);

export const classroomNonSchoolDays = pgTable(
  'classroom_non_school_days',
  {
    classroomId: belongsTo(() => classroomCalendars.classroomId),
    date: date({ mode: 'string' }).notNull(),
    name: text().notNull(),
    kind: text().$type<'feriado' | 'recesso' | 'outro'>().notNull(),
  },
  (t) => [
    primaryKey({ name: 'classroom_non_school_days_pk', columns: [t.classroomId, t.date] }),
    check('classroom_non_school_days_kind_check', sql`${t.kind} in ('feriado', 'recesso', 'outro')`),
  ],
);

/** The annual plan: per period of the calendar, notes, skills and lessons. */
export const classroomPlanPeriods = pgTable(
  'classroom_plan_periods',
  {
    classroomId: belongsTo(() => classrooms.id),
    periodIndex: smallint().notNull(),
    notes: text().notNull().default(''),
  },
  (t) => [primaryKey({ name: 'classroom_plan_periods_pk', columns: [t.classroomId, t.periodIndex] })],
);

export const classroomPlanSkills = pgTable(
  'classroom_plan_skills',
  {
    classroomId: belongsTo(() => classrooms.id),
    code: text()
      .notNull()
      .references(() => bnccSkills.code),
    periodIndex: smallint().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'classroom_plan_skills_pk', columns: [t.classroomId, t.code] }),
    index('classroom_plan_skills_code_index').on(t.code),
  ],
);

export const classroomPlanLessons = pgTable(
  'classroom_plan_lessons',
  {
    classroomId: belongsTo(() => classrooms.id),
    lessonId: belongsTo(() => lessons.id),
    periodIndex: smallint().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'classroom_plan_lessons_pk', columns: [t.classroomId, t.lessonId] }),
    index('classroom_plan_lessons_lesson_id_index').on(t.lessonId),
  ],
);
