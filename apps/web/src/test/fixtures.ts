import type { Assignment, LessonPlanDetail, TeacherClassroom } from '@aula/contracts';

/** A published catalogue book, id 12, with no lessons unless given. */
export const planDetailFixture = (overrides: Partial<LessonPlanDetail> = {}): LessonPlanDetail => ({
  id: 12,
  title: 'Frações',
  description: '',
  cover: null,
  cover_url: null,
  etapa: 'fundamental-1',
  ano: 'ef-5',
  componente: 'matematica',
  bncc_codes: [],
  collection: null,
  position: 0,
  published: true,
  premium: false,
  lessons_count: 0,
  is_custom: false,
  copied_from: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  lessons: [],
  ...overrides,
});

/** The teacher's classroom 1, "5º ano A", with no students or lessons unless given. */
export const teacherClassroomFixture = (overrides: Partial<TeacherClassroom> = {}): TeacherClassroom => ({
  id: 1,
  name: '5º ano A',
  school_year: 2026,
  code: 'K7M2QX',
  code_enabled: true,
  card_login: false,
  etapa: null,
  ano: null,
  componentes: [],
  archived: false,
  created_at: '2026-02-01T12:00:00.000Z',
  students_count: 0,
  lessons_count: 0,
  to_review: 0,
  students: [],
  lessons: [],
  ...overrides,
});

/** A text activity of classroom 1 for the whole class, with no deadline unless given. */
export const assignmentFixture = (overrides: Partial<Assignment> = {}): Assignment => ({
  id: 3,
  classroom: 1,
  lesson: null,
  title: 'Leitura',
  instructions: '',
  due_at: null,
  publish_at: null,
  students: null,
  submission_type: 'text',
  attachments: [],
  links: [],
  draft: false,
  created_at: '2026-03-01T12:00:00.000Z',
  targeted_count: 0,
  done_count: 0,
  rubric: null,
  ...overrides,
});
