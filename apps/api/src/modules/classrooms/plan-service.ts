import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  anoLabel,
  componenteLabel,
  type ClassroomPlan,
  type PlanInput,
  type SkillStatus,
} from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { ValidationFailure } from '../../lib/errors';
import type { UserRow } from '../../lib/auth-context';
import { assertTeachingWritable } from '../students';
import { assertBnccCodes, skillsOf } from '../bncc';
import { calendarService } from './calendar-service';
import { ownClassroomOf } from './service';

const {
  assignments,
  assignmentQuestions,
  bnccSkills,
  classroomPlanLessons,
  classroomPlanPeriods,
  classroomPlanSkills,
  lessonPlans,
  lessons,
  users,
} = schema;

type Activity = { id: number; title: string };

/** Adds `value` to `seen`, refusing it on `field` when it is there already. */
function addOnce<T>(seen: Set<T>, value: T, field: string, message: string) {
  if (seen.has(value)) throw ValidationFailure.field(field, message);
  seen.add(value);
}

/**
 * The annual plan of a class (skills and lessons per period of its calendar), whether each planned
 * skill was taught, and the coverage of the class's ano × componentes.
 */
export function planService({ db }: { db: Database }) {
  const calendars = calendarService({ db });

  /** Codes worked by the class's activities (through their lessons' codes, or the plan's). */
  async function taughtCodes(classroomId: number): Promise<Map<string, Activity[]>> {
    const rows = await db
      .select({
        id: assignments.id,
        title: assignments.title,
        codes: sql<string[]>`case when cardinality(${lessons.bnccCodes}) > 0
          then ${lessons.bnccCodes} else ${lessonPlans.bnccCodes} end`,
      })
      .from(assignments)
      .innerJoin(lessons, eq(lessons.id, assignments.lessonId))
      .innerJoin(lessonPlans, eq(lessonPlans.id, lessons.lessonPlanId))
      .where(eq(assignments.classroomId, classroomId))
      .orderBy(asc(assignments.createdAt), asc(assignments.id));
    const byCode = new Map<string, Activity[]>();
    for (const row of rows) {
      for (const code of row.codes)
        byCode.set(code, [...(byCode.get(code) ?? []), { id: row.id, title: row.title }]);
    }
    return byCode;
  }

  async function read(classroom: { id: number; schoolYear: number }): Promise<ClassroomPlan> {
    const calendar = await calendars.calendarOf(classroom);
    const notes = await db
      .select()
      .from(classroomPlanPeriods)
      .where(eq(classroomPlanPeriods.classroomId, classroom.id));
    const skills = await db
      .select({
        code: classroomPlanSkills.code,
        period: classroomPlanSkills.periodIndex,
        text: bnccSkills.text,
      })
      .from(classroomPlanSkills)
      .innerJoin(bnccSkills, eq(bnccSkills.code, classroomPlanSkills.code))
      .where(eq(classroomPlanSkills.classroomId, classroom.id))
      .orderBy(asc(classroomPlanSkills.position), asc(classroomPlanSkills.code));
    const planned = await db
      .select({
        id: lessons.id,
        title: lessons.title,
        codes: lessons.bnccCodes,
        period: classroomPlanLessons.periodIndex,
        planId: lessonPlans.id,
        planTitle: lessonPlans.title,
      })
      .from(classroomPlanLessons)
      .innerJoin(lessons, eq(lessons.id, classroomPlanLessons.lessonId))
      .innerJoin(lessonPlans, eq(lessonPlans.id, lessons.lessonPlanId))
      .where(eq(classroomPlanLessons.classroomId, classroom.id))
      .orderBy(asc(classroomPlanLessons.position), asc(lessons.id));
    const taught = await taughtCodes(classroom.id);
    const status = await statusOf(classroom.id);
    return {
      periods: calendar.periods.map((period) => {
        const periodSkills = skills.filter((s) => s.period === period.index);
        const periodLessons = planned.filter((l) => l.period === period.index);
        return {
          ...period,
          skills: periodSkills.map((s) => s.code),
          lessons: periodLessons.map((l) => l.id),
          notes: notes.find((n) => n.periodIndex === period.index)?.notes ?? '',
          skill_details: periodSkills.map((s) => {
            return {
              code: s.code,
              text: s.text,
              status: status(s.code),
              activities: taught.get(s.code) ?? [],
            };
          }),
          lesson_details: periodLessons.map((l) => ({
            id: l.id,
            title: l.title,
            bncc_codes: l.codes,
            lesson_plan: { id: l.planId, title: l.planTitle },
          })),
        };
      }),
    };
  }

  /** Codes a quiz of the class assessed: asked in one that at least one student handed in. */
  async function assessedCodes(classroomId: number): Promise<Set<string>> {
    const rows = await db
      .selectDistinct({ code: sql<string>`unnest(${assignmentQuestions.skills})` })
      .from(assignmentQuestions)
      .innerJoin(assignments, eq(assignments.id, assignmentQuestions.assignmentId))
      .where(
        and(
          eq(assignments.classroomId, classroomId),
          sql`exists (select 1 from ${schema.submissions} s
            where s.assignment_id = ${assignments.id} and s.quiz_marks is not null)`,
        ),
      );
    return new Set(rows.map((r) => r.code));
  }

  /** Assessed implies taught (a quiz is an activity, even one without a lesson). */
  async function statusOf(classroomId: number) {
    const taught = await taughtCodes(classroomId);
    const assessed = await assessedCodes(classroomId);
    return (code: string): SkillStatus =>
      assessed.has(code) ? 'assessed' : taught.has(code) ? 'taught' : 'not_started';
  }

  return {
    taughtCodes,

    async get(teacher: UserRow, id: number) {
      return read(await ownClassroomOf(db, teacher, id));
    },

    async save(teacher: UserRow, id: number, input: PlanInput): Promise<ClassroomPlan> {
      const classroom = await ownClassroomOf(db, teacher, id);
      await assertTeachingWritable(db, teacher);
      const calendar = await calendars.calendarOf(classroom);
      const periods = input.periods.map((p) => ({
        index: p.index,
        skills: p.skills ?? [],
        lessons: p.lessons ?? [],
        notes: p.notes ?? '',
      }));
      const seenPeriods = new Set<number>();
      const seenSkills = new Set<string>();
      const seenLessons = new Set<number>();
      for (const [i, period] of periods.entries()) {
        if (!calendar.periods.some((p) => p.index === period.index)) {
          throw ValidationFailure.field(
            `periods.${i}.index`,
            `O calendário da turma não tem o ${period.index}º período.`,
          );
        }
        addOnce(
          seenPeriods,
          period.index,
          `periods.${i}.index`,
          `O ${period.index}º período aparece duas vezes.`,
        );
        await assertBnccCodes(db, period.skills, `periods.${i}.skills`);
        for (const code of period.skills) {
          addOnce(
            seenSkills,
            code,
            `periods.${i}.skills`,
            `A habilidade ${code} está em mais de um período.`,
          );
        }
        for (const lessonId of period.lessons) {
          addOnce(
            seenLessons,
            lessonId,
            `periods.${i}.lessons`,
            `A aula ${lessonId} está em mais de um período.`,
          );
        }
      }
      if (seenLessons.size > 0) {
        const usable = await db
          .select({ id: lessons.id })
          .from(lessons)
          .innerJoin(lessonPlans, eq(lessonPlans.id, lessons.lessonPlanId))
          .where(
            and(
              inArray(lessons.id, [...seenLessons]),
              sql`((${lessonPlans.ownerId} is null and ${lessonPlans.published}) or ${lessonPlans.ownerId} = ${teacher.id})`,
            ),
          );
        const ok = new Set(usable.map((l) => l.id));
        for (const [i, period] of periods.entries()) {
          const refused = period.lessons.find((lessonId) => !ok.has(lessonId));
          if (refused !== undefined) {
            throw ValidationFailure.field(`periods.${i}.lessons`, `Aula não encontrada: ${refused}.`);
          }
        }
      }
      await db.transaction(async (tx) => {
        for (const table of [classroomPlanSkills, classroomPlanLessons, classroomPlanPeriods]) {
          await tx.delete(table).where(eq(table.classroomId, id));
        }
        const skillRows = periods.flatMap((p) =>
          p.skills.map((code, position) => ({ classroomId: id, code, periodIndex: p.index, position })),
        );
        const lessonRows = periods.flatMap((p) =>
          p.lessons.map((lessonId, position) => ({
            classroomId: id,
            lessonId,
            periodIndex: p.index,
            position,
          })),
        );
        const noteRows = periods
          .filter((p) => p.notes)
          .map((p) => ({ classroomId: id, periodIndex: p.index, notes: p.notes }));
        if (skillRows.length) await tx.insert(classroomPlanSkills).values(skillRows);
        if (lessonRows.length) await tx.insert(classroomPlanLessons).values(lessonRows);
        if (noteRows.length) await tx.insert(classroomPlanPeriods).values(noteRows);
      });
      return read(classroom);
    },

    /**
     * Every skill of the class's ano × componentes with the period it is planned in and whether it
     * was taught; undefined while the class has no ano or componentes.
     */
    async coverage(classroomId: number) {
      const [classroom] = await db
        .select({ ano: schema.classrooms.ano, componentes: schema.classrooms.componentes })
        .from(schema.classrooms)
        .where(eq(schema.classrooms.id, classroomId));
      if (!classroom?.ano || classroom.componentes.length === 0) return undefined;
      const all = await skillsOf(db, classroom.ano, classroom.componentes);
      const planned = await db
        .select({ code: classroomPlanSkills.code, period: classroomPlanSkills.periodIndex })
        .from(classroomPlanSkills)
        .where(eq(classroomPlanSkills.classroomId, classroomId));
      const periodOf = new Map(planned.map((p) => [p.code, p.period]));
      const status = await statusOf(classroomId);
      const skills = all.map((s) => ({
        code: s.code,
        text: s.text,
        componente: s.componente,
        unidade_tematica: s.unidadeTematica,
        planned_period: periodOf.get(s.code) ?? null,
        status: status(s.code),
      }));
      return {
        skills,
        summary: {
          total: skills.length,
          planned: skills.filter((s) => s.planned_period !== null).length,
          taught: skills.filter((s) => s.status !== 'not_started').length,
          assessed: skills.filter((s) => s.status === 'assessed').length,
        },
      };
    },

    /** What the plan's PDF prints: the class, its teacher, the school year and each period. */
    async document(teacher: UserRow, id: number) {
      const classroom = await ownClassroomOf(db, teacher, id);
      const plan = await read(classroom);
      const [owner] = await db
        .select({ first: users.firstName, last: users.lastName })
        .from(users)
        .where(eq(users.id, classroom.teacherId));
      return {
        classroomName: classroom.name,
        teacherName: `${owner?.first ?? ''} ${owner?.last ?? ''}`.trim(),
        schoolYear: classroom.schoolYear,
        ano: anoLabel(classroom.ano),
        componentes: classroom.componentes.map((c) => componenteLabel(c) ?? c),
        periods: plan.periods.map((p) => ({
          name: p.name,
          start: p.start,
          end: p.end,
          notes: p.notes,
          skills: p.skill_details.map((s) => ({
            code: s.code,
            text: s.text,
            taught: s.status !== 'not_started',
          })),
          lessons: p.lesson_details.map((l) => ({ title: l.title, planTitle: l.lesson_plan.title })),
        })),
      };
    },
  };
}

export type PlanService = ReturnType<typeof planService>;
