import { z } from 'zod';
import { requiredLine } from './text-fields';

const required = (label: string) => `Informe ${label}.`;

export const emailField = z
  .string({ error: required('o e-mail') })
  .trim()
  .toLowerCase()
  .min(1, required('o e-mail'))
  .max(254, 'E-mail longo demais.')
  .pipe(z.email('Informe um e-mail válido.'));

/** Length only; the server also checks numeric-only, common and similar-to-user passwords. */
export const passwordField = z
  .string({ error: required('a senha') })
  .min(1, required('a senha'))
  .max(128, 'Esta senha é muito longa. Ela pode ter no máximo 128 caracteres.');

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const recaptcha = z.string().max(4096).optional().default('');

export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const statusOkSchema = z.object({ status: z.literal('OK') });

export const loginRequestSchema = z.object({
  username: z
    .string({ error: required('o usuário') })
    .trim()
    .min(1, required('o usuário'))
    .max(254, 'Usuário ou e-mail longo demais.'),
  password: passwordField,
  recaptcha,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const teacherSignUpRequestSchema = z.object({
  first_name: requiredLine('o nome', 150),
  last_name: requiredLine('o sobrenome', 150),
  email: emailField,
  password: passwordField,
  accepted_terms: z.literal(true, {
    error: 'É preciso aceitar os Termos de Uso e a Política de Privacidade.',
  }),
  recaptcha,
});
export type TeacherSignUpRequest = z.infer<typeof teacherSignUpRequestSchema>;

export const refreshRequestSchema = z.object({ refresh: z.string({ error: 'Informe o token.' }).min(1) });

export const changePasswordRequestSchema = z.object({
  old_password: z.string({ error: required('a senha atual') }).min(1, required('a senha atual')),
  new_password: passwordField,
});

export const passwordResetRequestSchema = z.object({ email: emailField });
export const passwordResetTokenSchema = z.object({
  token: z
    .string({ error: 'Informe o token.' })
    .min(1)
    .max(200, 'Este link de redefinição é inválido ou expirou. Peça um novo.'),
});
export const passwordResetConfirmSchema = passwordResetTokenSchema.extend({ password: passwordField });

export const firstTimePasswordRequestSchema = z.object({ password: passwordField });
export const deleteAccountRequestSchema = z.object({
  password: z.string({ error: required('sua senha') }).min(1, required('sua senha')),
  /** Within 7 days of the first payment: refund it (CDC art. 49) before the account goes. */
  refund: z.boolean().optional(),
});
/** What deleting the account takes with it, for the confirmation dialog. */
export const deleteAccountPreviewSchema = z.object({
  students: z.int(),
  /** The refund still open (CDC art. 49): until when, and how much; null when none. */
  withdrawal: z.object({ until: z.string(), refund_cents: z.int() }).nullable(),
});
export type DeleteAccountPreview = z.infer<typeof deleteAccountPreviewSchema>;

/** LGPD art. 18 export: one JSON document with every kind of data kept about the person. */
export const personalDataExportSchema = z
  .object({ exported_at: z.string(), profile: z.record(z.string(), z.unknown()) })
  .catchall(z.unknown());

export const impersonateRequestSchema = z.object({ email: emailField });

export const userAccessConfigSchema = z.object({
  ads: z.boolean(),
  default_free_users: z.boolean(),
  group: z.string(),
  max_students: z.int(),
  teachers_accounts: z.int(),
  max_custom_lessons: z.int(),
});
export type UserAccessConfig = z.infer<typeof userAccessConfigSchema>;

/** SPEC section 3: limits assumed until the profile loads. */
export const DEFAULT_USER_ACCESS_CONFIG: UserAccessConfig = {
  ads: false,
  default_free_users: true,
  group: 'free',
  max_students: 5,
  teachers_accounts: 1,
  max_custom_lessons: 1,
};

/**
 * PRODUCT "Limits": the free configuration the seed creates (ads on, 5 students, 1 teacher account,
 * 1 custom plan), and what applies if staff ever removed it.
 */
export const FREE_ACCESS_CONFIG: UserAccessConfig = { ...DEFAULT_USER_ACCESS_CONFIG, ads: true };

export const profileSchema = z.object({
  id: z.int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  birth_date: z.string().nullable(),
  is_teacher: z.boolean(),
  is_student: z.boolean(),
  is_staff: z.boolean(),
  is_superuser: z.boolean(),
  groups: z.array(z.string()),
  payment_information_updated: z.boolean(),
  must_change_password: z.boolean(),
  user_access_config: userAccessConfigSchema,
  /** Set while a staff member is using this account through impersonation. */
  impersonator: z.object({ id: z.int(), name: z.string(), email: z.string().nullable() }).nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileUpdateSchema = z.object({
  first_name: requiredLine('o nome', 150),
  last_name: requiredLine('o sobrenome', 150),
  birth_date: z.iso
    .date('Informe uma data válida (aaaa-mm-dd).')
    .refine((value) => value <= new Date().toISOString().slice(0, 10), 'A data não pode estar no futuro.')
    .refine((value) => value >= '1900-01-01', 'Informe uma data a partir de 1900.')
    .nullable()
    .optional(),
  email: emailField.optional(),
  /** Required only when the e-mail changes. */
  current_password: z.string().max(128, 'Esta senha é muito longa.').optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** Exact server texts the web app maps to its own messages (SPEC section 8). */
export const LOGIN_FAILED_DETAIL = 'No active account found with the given credentials';
export const TOKEN_INVALID_CODE = 'token_not_valid';
export const PASSWORD_CHANGE_REQUIRED_CODE = 'password_change_required';
