import { DEFAULT_CONCEPTS, type Gradebook, type GradebookRow, type SchoolCalendar } from '@aula/contracts';

export const calendarFixture: SchoolCalendar = {
  period_kind: 'bimestre',
  periods: [
    { index: 1, name: '1º bimestre', start: '2026-02-02', end: '2026-04-17' },
    { index: 2, name: '2º bimestre', start: '2026-04-20', end: '2026-07-03' },
  ],
  non_school_days: [],
};

const row = (overrides: Partial<GradebookRow> & Pick<GradebookRow, 'student'>): GradebookRow => ({
  grades: {},
  average: null,
  recovery: null,
  final: null,
  concept: null,
  parecer: null,
  attendance_rate: null,
  status: 'sem_nota',
  missing: 0,
  absences: 0,
  adjustment_note: null,
  ...overrides,
});

/** Two students, a test on paper (weight 2) graded for Ana only, and a homework nobody graded. */
export const gradebookFixture = (overrides: Partial<Gradebook> = {}): Gradebook => ({
  period: {
    index: 1,
    name: '1º bimestre',
    start: '2026-02-02',
    end: '2026-04-17',
    closed: false,
    closed_at: null,
  },
  grading: {
    scheme: 'numeric',
    scale_max: 10,
    decimals: 1,
    passing: 6,
    formula: 'weighted_mean',
    recovery: 'replace_if_higher',
    concepts: DEFAULT_CONCEPTS,
  },
  columns: [
    {
      assignment: { id: 11, title: 'Prova 1' },
      weight: 2,
      category: 'avaliacao',
      graded: true,
      submission_type: 'none',
    },
    {
      assignment: { id: 12, title: 'Tarefa de casa' },
      weight: 1,
      category: 'atividade',
      graded: false,
      submission_type: 'text',
    },
  ],
  results: [
    row({
      student: { id: 1, first_name: 'Ana', last_name: 'Souza' },
      grades: { '11': 7.5, '12': null },
      average: 7.5,
      final: 7.5,
      attendance_rate: 0.9,
      status: 'aprovado',
      missing: 1,
    }),
    row({
      student: { id: 2, first_name: 'Bruno', last_name: 'Lima' },
      grades: { '11': null, '12': null },
      attendance_rate: 0.7,
      missing: 2,
    }),
  ],
  ...overrides,
});
