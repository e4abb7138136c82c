import { z } from 'zod';
import { consentStatusSchema } from './families';
import { dbId, dbIdParam } from './ids';
import { paginatedSchema, paginationQuerySchema } from './errors';
import { requiredLine } from './text-fields';
import { anoSchema, componenteSchema, etapaSchema } from './content-taxonomy';

const name = (label: string) => requiredLine(label, 80);

/** 6 characters without look-alikes (no 0/O, 1/I/L), so a child can copy it from the board. */
export const CLASSROOM_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const classroomCodeSchema = z
  .string({ error: 'Informe o código da turma.' })
  .trim()
  .toUpperCase()
  .regex(/^[2-9A-HJKMNP-Z]{6}$/, 'O código da turma tem 6 letras e números.');

export const usernameSchema = z
  .string({ error: 'Informe o nome de usuário.' })
  .trim()
  .toLowerCase()
  // Empty is "missing", not "too short"; abort so the length and character rules don't pile on.
  .min(1, { error: 'Informe o nome de usuário.', abort: true })
  .min(3, 'O nome de usuário precisa ter pelo menos 3 caracteres.')
  .max(30, 'O nome de usuário pode ter no máximo 30 caracteres.')
  .regex(/^[a-z0-9._]+$/, 'Use só letras sem acento, números, ponto e sublinhado.');

export const studentInputSchema = z.object({
  first_name: name('o nome'),
  last_name: name('o sobrenome'),
  username: usernameSchema.optional(),
  password: z.string().min(1).max(128).optional(),
});
export type StudentInput = z.infer<typeof studentInputSchema>;

export const studentBulkInputSchema = z.object({
  students: z
    .array(z.object({ first_name: name('o nome'), last_name: name('o sobrenome') }))
    .min(1, 'Informe ao menos um aluno.')
    .max(60, 'No máximo 60 alunos de uma vez.'),
  classroom: dbId().optional(),
});

export const studentUpdateSchema = z.object({
  first_name: name('o nome'),
  last_name: name('o sobrenome'),
  username: usernameSchema.optional(),
  /** Marks a child under 12 whose class does not say so: her data then needs a guardian's consent. */
  under_12: z.boolean().optional(),
});

export const studentSchema = z.object({
  id: z.int(),
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  must_change_password: z.boolean(),
  /** False once the Aula team deactivated the account: it cannot sign in in any way. */
  is_active: z.boolean(),
  date_joined: z.string(),
  last_login: z.string().nullable(),
  classrooms: z.array(z.object({ id: z.int(), name: z.string() })),
  /** Whether this teacher manages the account: its name, username, password, links and cards. */
  manages_account: z.boolean(),
  /** Whether another teacher also has the student: deleting then only takes them out of her classes. */
  shared: z.boolean(),
  /** A guardian's consent (LGPD art. 14): required for children of Educação Infantil to the 6º ano. */
  consent_status: consentStatusSchema,
  under_12: z.boolean(),
  /** How many guardians are registered (names and contacts: the guardians route). */
  guardians_count: z.int(),
});
export type Student = z.infer<typeof studentSchema>;

export const createdStudentSchema = z.object({
  student: studentSchema,
  /** Shown once: the generated temporary password, or null when the teacher chose one. */
  temporary_password: z.string().nullable(),
});
export const bulkCreatedStudentsSchema = z.object({ created: z.array(createdStudentSchema) });

export const studentListQuerySchema = paginationQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  classroom: dbIdParam().optional(),
});
export const studentPageSchema = paginatedSchema(studentSchema);

export const resetStudentPasswordSchema = z.object({
  password: z.string().min(1, 'Informe a senha.').max(128, 'Use no máximo 128 caracteres.'),
});
export const studentLoginTokenSchema = z.object({
  token: z.string(),
  url: z.string(),
  expires_at: z.string(),
  /** A personal card link ("Entrada por cartão"): it works until revoked, and has a short code. */
  reusable: z.boolean(),
  short_code: z.string().nullable(),
});
export const studentTokenLoginSchema = z.object({ token: z.string().min(1).max(200) });
export const studentCardLoginSchema = z.object({
  classroom_code: classroomCodeSchema,
  code: z
    .string({ error: 'Informe o código do cartão.' })
    .trim()
    .toUpperCase()
    .regex(/^[2-9A-HJKMNP-Z]{6}$/, 'O código do cartão tem 6 letras e números.'),
});

export const classroomInputSchema = z.object({
  name: name('o nome da turma'),
  school_year: z
    .number({ error: 'Informe o ano letivo.' })
    .int('Informe o ano letivo.')
    .min(2000, 'Ano letivo inválido.')
    .max(2100, 'Ano letivo inválido.'),
  /** Optional BNCC slugs; an ano of another etapa, or a componente the etapa has not, is a 400. */
  etapa: etapaSchema.nullable().optional(),
  ano: anoSchema.nullable().optional(),
  componentes: z
    .array(componenteSchema)
    .max(20, 'No máximo 20 componentes.')
    .transform((list) => [...new Set(list)])
    .optional(),
});
/**
 * Classrooms have no stage field, so the name tells: "Infantil", "Pré", "Maternal", "Berçário" or
 * 1º–3º ano start with "Entrada por cartão" on (children who cannot yet type a password).
 */
export function cardLoginByDefault(name: string): boolean {
  const plain = name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
  return /infantil|\bpre\b|maternal|bercario|\b[123]\s*(º|°|o)?\s*ano\b/.test(plain);
}

export const classroomPatchSchema = classroomInputSchema.partial().extend({
  /** Archived: out of the lists and the plan's student count; students read, no longer hand in. */
  archived: z.boolean().optional(),
  code_enabled: z.boolean().optional(),
  card_login: z.boolean().optional(),
  regenerate_code: z.literal(true).optional(),
});

export const classroomSummarySchema = z.object({
  id: z.int(),
  name: z.string(),
  school_year: z.int(),
  code: z.string(),
  code_enabled: z.boolean(),
  card_login: z.boolean(),
  etapa: z.string().nullable(),
  ano: z.string().nullable(),
  componentes: z.array(z.string()),
  archived: z.boolean(),
  created_at: z.string(),
  students_count: z.int(),
  lessons_count: z.int(),
  /** Hand-ins waiting for the teacher (handed in, not returned). */
  to_review: z.int(),
});
export type ClassroomSummary = z.infer<typeof classroomSummarySchema>;

export const linkedLessonSchema = z.object({
  teaching_class_id: z.int(),
  teacher_note: z.string(),
  lesson: z.object({
    id: z.int(),
    title: z.string(),
    duration_minutes: z.int(),
    lesson_plan: z.object({ id: z.int(), title: z.string() }),
  }),
});

export const teacherClassroomSchema = classroomSummarySchema.extend({
  students: z.array(
    studentSchema.pick({ id: true, first_name: true, last_name: true, username: true }).extend({
      /** An access card (or login link) handed out and still open: reprinting "só os novos" skips them. */
      has_card: z.boolean(),
    }),
  ),
  lessons: z.array(linkedLessonSchema),
});
export type TeacherClassroom = z.infer<typeof teacherClassroomSchema>;

export const studentLessonSchema = z.object({
  id: z.int(),
  title: z.string(),
  duration_minutes: z.int(),
  /** Only the student material: never the teacher's content, objectives or notes. */
  student_content: z.string(),
  lesson_plan: z.object({ id: z.int(), title: z.string() }),
  attachments: z.array(z.object({ id: z.int(), title: z.string(), url: z.string(), size: z.int() })),
});

/** What a student sees of a classroom: no code, no classmates, no teacher notes. */
export const studentClassroomSchema = z.object({
  id: z.int(),
  name: z.string(),
  school_year: z.int(),
  teacher_name: z.string(),
  lessons_count: z.int(),
  archived: z.boolean(),
});
export const studentClassroomDetailSchema = studentClassroomSchema.extend({
  lessons: z.array(studentLessonSchema),
});
export type StudentClassroomDetail = z.infer<typeof studentClassroomDetailSchema>;

/** Error codes of a classroom code: mistyped, or real but closed by the teacher. */
export const CLASSROOM_NOT_FOUND_CODE = 'classroom_not_found';
export const CLASSROOM_CODE_DISABLED_CODE = 'classroom_code_disabled';
export const CLASSROOM_CODE_DISABLED_MESSAGE =
  'Esta turma não está aceitando entradas agora. Fale com o professor ou a professora da turma.';

export const publicClassroomSchema = z.object({
  id: z.int(),
  name: z.string(),
  teacher_name: z.string(),
});
export type PublicClassroom = z.infer<typeof publicClassroomSchema>;

/** The teacher's list: the classes in use, or (`archived=true`) only the archived ones. */
export const classroomListQuerySchema = paginationQuerySchema.extend({
  archived: z
    .enum(['true', 'false'], { error: 'Use true ou false.' })
    .optional()
    .transform((value) => value === 'true'),
});

/** "Copiar para o próximo ano": a new class with the same lessons and activities (drafts). */
export const classroomCopyInputSchema = classroomInputSchema.extend({});

export const linkLessonsSchema = z.object({
  lessons: z.array(dbId()).min(1, 'Escolha ao menos uma aula.').max(200),
});
export const linkStudentsSchema = z.object({
  students: z.array(dbId()).min(1, 'Escolha ao menos um aluno.').max(200),
});
export const selfLinkSchema = z.object({ code: classroomCodeSchema });
export const teachingClassPatchSchema = z.object({
  teacher_note: z.string().trim().max(5000, 'A anotação pode ter no máximo 5.000 caracteres.'),
});

export const studentSignUpSchema = z.object({
  first_name: name('o nome'),
  last_name: name('o sobrenome'),
  username: usernameSchema,
  password: z
    .string({ error: 'Informe a senha.' })
    .min(1, 'Informe a senha.')
    .max(128, 'No máximo 128 caracteres.'),
  classroom_code: classroomCodeSchema,
  recaptcha: z.string().max(4096).optional().default(''),
});

export const teacherStatisticsSchema = z.object({
  students: z.object({ count: z.int(), limit: z.int() }),
  classrooms: z.object({ count: z.int() }),
  linked_lessons: z.object({ count: z.int() }),
  /** Activities passed in her classrooms (scheduled ones too): the home page's first-steps checklist. */
  assignments: z.object({ count: z.int() }),
  favorites: z.object({ count: z.int() }),
  custom_lesson_plans: z.object({ count: z.int(), limit: z.int() }),
});

export const feedbackInputSchema = z.object({
  message: z
    .string({ error: 'Escreva sua mensagem.' })
    .trim()
    .min(3, 'Escreva sua mensagem.')
    .max(5000, 'A mensagem pode ter no máximo 5.000 caracteres.'),
  rating: z.int().min(1, 'Nota de 1 a 5.').max(5, 'Nota de 1 a 5.').optional(),
});
