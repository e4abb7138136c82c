import {
  GRADEBOOK_STATUS_LABELS,
  MIN_ATTENDANCE_RATE,
  type Gradebook,
  type Grading,
  type StudentReportCard,
} from '@aula/contracts';
import type { Database } from '@aula/db';
import type { UserRow } from '../../lib/auth-context';
import { csvDocument } from '../../lib/csv';
import { ApiError } from '../../lib/errors';
import { closedPeriods, ownClassroomOf, studentClassesOf, type CalendarService } from '../classrooms';
import type { GradebookService } from './gradebook-service';

/** A mark as the school writes it: "7,5" with the class's decimals; empty when there is none. */
const formatMark = (value: number | null, grading: Pick<Grading, 'decimals'>) =>
  value === null ? '' : value.toFixed(grading.decimals).replace('.', ',');
const formatRate = (rate: number | null) => (rate === null ? '' : `${Math.round(rate * 100)}%`);
const fullName = (s: { first_name: string; last_name: string }) => `${s.first_name} ${s.last_name}`.trim();

/** The row of a student in a closed period, as a boletim prints it. */
export interface ReportCardPeriod {
  name: string;
  final: string;
  concept: string | null;
  parecer: string | null;
  absences: number;
  rate: string;
}

/**
 * What leaves the gradebook: the CSV for the school's system, the conselho de classe sheet, the
 * boletins, and the student's own boletim (closed periods only: what the school received).
 */
export function gradebookReports(deps: {
  db: Database;
  calendars: CalendarService;
  gradebooks: GradebookService;
}) {
  const { db, calendars, gradebooks } = deps;

  /** Each closed period's gradebook of a class, up to `upTo` (all when absent), for some students. */
  async function closedBooks(
    classroom: Awaited<ReturnType<typeof ownClassroomOf>>,
    upTo?: number,
    only?: number,
  ) {
    const closed = await closedPeriods(db, classroom.id);
    const calendar = await calendars.calendarOf(classroom);
    const books: Gradebook[] = [];
    for (const period of calendar.periods) {
      if (!closed.has(period.index) || (upTo !== undefined && period.index > upTo)) continue;
      books.push(await gradebooks.build(classroom, period.index, only));
    }
    return books;
  }

  return {
    async csv(teacher: UserRow, id: number, period?: number) {
      const classroom = await ownClassroomOf(db, teacher, id);
      const book = await gradebooks.build(classroom, period);
      const { grading } = book;
      const header = [
        'Aluno',
        'Média',
        'Recuperação',
        'Média final',
        'Conceito',
        'Faltas',
        'Frequência',
        'Situação',
      ];
      const rows = book.results.map((row) => [
        fullName(row.student),
        formatMark(row.average, grading),
        formatMark(row.recovery, grading),
        formatMark(row.final, grading),
        row.concept ?? '',
        String(row.absences),
        formatRate(row.attendance_rate),
        GRADEBOOK_STATUS_LABELS[row.status],
      ]);
      return { name: `notas-${classroom.name}-${book.period.name}.csv`, csv: csvDocument([header, ...rows]) };
    },

    /** The conselho de classe sheet of a period: every student with marks, attendance and flags. */
    async conselho(teacher: UserRow, id: number, period?: number) {
      const classroom = await ownClassroomOf(db, teacher, id);
      const book = await gradebooks.build(classroom, period);
      const { grading } = book;
      return {
        classroomName: classroom.name,
        teacherName: `${teacher.firstName} ${teacher.lastName}`.trim(),
        schoolYear: classroom.schoolYear,
        period: {
          name: book.period.name,
          start: book.period.start,
          end: book.period.end,
          closed: book.period.closed,
        },
        scheme: grading.scheme,
        passing: formatMark(grading.passing, grading),
        columns: book.columns.filter((c) => c.graded).map((c) => c.assignment.title),
        rows: book.results.map((row) => ({
          name: fullName(row.student),
          grades: book.columns
            .filter((c) => c.graded)
            .map((c) => formatMark(row.grades[String(c.assignment.id)] ?? null, { decimals: 1 })),
          final: formatMark(row.final, grading),
          concept: row.concept,
          rate: formatRate(row.attendance_rate),
          absences: row.absences,
          belowPassing: grading.scheme !== 'descriptive' && row.status === 'recuperacao',
          belowAttendance: row.attendance_rate !== null && row.attendance_rate < MIN_ATTENDANCE_RATE,
          missing: row.missing,
        })),
      };
    },

    /** One boletim per student: every closed period (up to `period`), teacher and class. */
    async reportCards(teacher: UserRow, id: number, period?: number) {
      const classroom = await ownClassroomOf(db, teacher, id);
      const books = await closedBooks(classroom, period);
      if (books.length === 0) {
        throw new ApiError(400, 'Feche um bimestre para emitir os boletins.', 'no_closed_period');
      }
      const grading = books[0]!.grading;
      const students = books.at(-1)!.results.map((row) => row.student);
      return {
        classroomName: classroom.name,
        teacherName: `${teacher.firstName} ${teacher.lastName}`.trim(),
        schoolYear: classroom.schoolYear,
        scheme: grading.scheme,
        cards: students.map((student) => ({
          name: fullName(student),
          periods: books.flatMap((book): ReportCardPeriod[] => {
            const row = book.results.find((r) => r.student.id === student.id);
            if (!row) return [];
            return [
              {
                name: book.period.name,
                final: formatMark(row.final, book.grading),
                concept: row.concept,
                parecer: row.parecer,
                absences: row.absences,
                rate: formatRate(row.attendance_rate),
              },
            ];
          }),
        })),
      };
    },

    async mine(student: UserRow): Promise<StudentReportCard> {
      const memberships = await studentClassesOf(db, student.id);
      const results: StudentReportCard['results'] = [];
      for (const classroom of memberships) {
        const books = await closedBooks(classroom, undefined, student.id);
        if (books.length === 0) continue;
        const grading = books[0]!.grading;
        results.push({
          classroom: { id: classroom.id, name: classroom.name },
          scheme: grading.scheme,
          scale_max: grading.scale_max,
          decimals: grading.decimals,
          periods: books.flatMap((book) =>
            book.results.map((row) => ({
              index: book.period.index,
              name: book.period.name,
              average: row.average,
              recovery: row.recovery,
              final: row.final,
              concept: row.concept,
              parecer: row.parecer,
              attendance_rate: row.attendance_rate,
              status: row.status,
            })),
          ),
        });
      }
      return { results };
    },
  };
}

export type GradebookReports = ReturnType<typeof gradebookReports>;
