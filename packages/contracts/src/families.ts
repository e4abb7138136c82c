import { z } from 'zod';
import { dbId, dbIdParam } from './ids';
import { requiredLine } from './text-fields';

// ---- Guardians ----

export const GUARDIAN_RELATIONSHIPS = ['mae', 'pai', 'responsavel', 'outro'] as const;
export const guardianRelationshipSchema = z.enum(GUARDIAN_RELATIONSHIPS, { error: 'Escolha o parentesco.' });
export type GuardianRelationship = z.infer<typeof guardianRelationshipSchema>;
export const GUARDIAN_RELATIONSHIP_LABELS: Record<GuardianRelationship, string> = {
  mae: 'Mãe',
  pai: 'Pai',
  responsavel: 'Responsável',
  outro: 'Outro',
};

/** Valid DDDs (area codes) of Brazil. */
const DDDS = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43, 44, 45, 46,
  47, 48, 49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77, 79, 81, 82, 83, 84, 85,
  86, 87, 88, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99,
]);

/** A Brazilian mobile number as 11 digits (DDD + 9 + 8 digits), from any usual writing; null when it is not one. */
export function brazilianMobile(value: string): string | null {
  let digits = value.replace(/\D/g, '');
  if (digits.length === 13 && digits.startsWith('55')) digits = digits.slice(2);
  if (digits.length !== 11 || digits[2] !== '9' || !DDDS.has(Number(digits.slice(0, 2)))) return null;
  return digits;
}

/** A WhatsApp link that opens a chat with this Brazilian mobile (11 digits), the message written. */
export const whatsappUrl = (mobile: string, text: string) =>
  `https://wa.me/55${mobile}?text=${encodeURIComponent(text)}`;

/** (11) 98765-4321 */
export const formatMobile = (digits: string) =>
  `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;

const mobileSchema = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const digits = brazilianMobile(value);
    if (!digits) {
      ctx.addIssue({ code: 'custom', message: 'Informe um celular com DDD, como (11) 98765-4321.' });
      return z.NEVER;
    }
    return digits;
  });

const guardianFields = {
  name: requiredLine('o nome do responsável', 120),
  relationship: guardianRelationshipSchema,
  email: z.email('Informe um e-mail válido.').trim().toLowerCase().max(254).nullable(),
  phone: mobileSchema.nullable(),
};

const atLeastOneContact = (g: { email?: string | null; phone?: string | null }) =>
  Boolean(g.email || g.phone);
const CONTACT_MESSAGE = 'Informe o e-mail ou o celular do responsável.';

export const guardianInputSchema = z
  .object({
    ...guardianFields,
    email: guardianFields.email.optional().default(null),
    phone: guardianFields.phone.optional().default(null),
  })
  .refine(atLeastOneContact, { message: CONTACT_MESSAGE, path: ['email'] });
export type GuardianInput = z.input<typeof guardianInputSchema>;

export const guardianPatchSchema = z.object(guardianFields).partial();
export type GuardianPatch = z.input<typeof guardianPatchSchema>;

export const CONSENT_STATUSES = ['not_required', 'pending', 'granted', 'refused', 'revoked'] as const;
export const consentStatusSchema = z.enum(CONSENT_STATUSES);
export type ConsentStatus = z.infer<typeof consentStatusSchema>;
export const CONSENT_STATUS_LABELS: Record<ConsentStatus, string> = {
  not_required: 'Não exigida',
  pending: 'Aguardando autorização',
  granted: 'Autorizado',
  refused: 'Recusado',
  revoked: 'Autorização retirada',
};
/** Without a granted consent (where one is required) no file or photo is kept for the child. */
export const consentAllowsFiles = (status: ConsentStatus) =>
  status === 'granted' || status === 'not_required';
export const CONSENT_UPLOAD_REFUSED = 'Aguardando autorização do responsável para enviar fotos e arquivos.';

export const guardianSchema = z.object({
  id: z.int(),
  name: z.string(),
  relationship: guardianRelationshipSchema,
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The read-only family page (a long-lived link once consent is granted); null before, or revoked. */
  family_url: z.string().nullable(),
  /** Asked for the weekly summary by e-mail when consenting. */
  weekly_summary: z.boolean(),
  created_at: z.string(),
});
export type Guardian = z.infer<typeof guardianSchema>;

export const guardiansSchema = z.object({
  consent_status: consentStatusSchema,
  under_12: z.boolean(),
  results: z.array(guardianSchema),
});
export type Guardians = z.infer<typeof guardiansSchema>;

export const guardianParamsSchema = z.object({ id: dbIdParam(), guardianId: dbIdParam() });

// ---- Asking for consent ----

export const CONSENT_CHANNELS = ['email', 'whatsapp', 'print'] as const;
export const consentChannelSchema = z.enum(CONSENT_CHANNELS, { error: 'Escolha e-mail, WhatsApp ou papel.' });
export type ConsentChannel = z.infer<typeof consentChannelSchema>;
/** How long a consent link works. */
export const CONSENT_LINK_DAYS = 30;

export const consentRequestInputSchema = z.object({
  guardian: dbId('Escolha o responsável.'),
  channel: consentChannelSchema,
});
export const consentRequestSchema = z.object({
  url: z.string(),
  whatsapp_url: z.string().nullable(),
  expires_at: z.string(),
});
export type ConsentRequest = z.infer<typeof consentRequestSchema>;

// ---- The guardian's page (public: the token is the key) ----

export const consentTokenParamSchema = z.object({ token: z.string().min(20).max(100) });

export const consentNoticeSchema = z.object({
  child: z.object({ first_name: z.string() }),
  classes: z.array(z.object({ name: z.string(), teacher: z.string() })),
  /** `has_email`: the weekly summary by e-mail can be offered. */
  guardian: z.object({ name: z.string(), relationship: guardianRelationshipSchema, has_email: z.boolean() }),
  status: consentStatusSchema,
  policy_version: z.string(),
  expires_at: z.string(),
  /** What is kept, why, who sees it, for how long, and the rights: plain Portuguese, one item each. */
  sections: z.array(z.object({ title: z.string(), items: z.array(z.string()) })),
});
export type ConsentNotice = z.infer<typeof consentNoticeSchema>;

export const CONSENT_DECISIONS = ['granted', 'refused'] as const;
export const consentDecisionInputSchema = z.object({
  decision: z.enum(CONSENT_DECISIONS, { error: 'Escolha autorizar ou não autorizar.' }),
  guardian_name: requiredLine('o seu nome', 120),
  relationship: guardianRelationshipSchema,
  weekly_summary: z.boolean().default(false),
});
export type ConsentDecisionInput = z.input<typeof consentDecisionInputSchema>;
export const consentDecisionSchema = z.object({ status: consentStatusSchema, decided_at: z.string() });

// ---- The family page (public: the guardian's long-lived token is the key) ----

export const familyTokenParamSchema = z.object({ token: z.string().min(20).max(120) });
export const familyLinkSchema = z.object({ family_url: z.string() });

const familyActivity = z.object({
  title: z.string(),
  classroom: z.string(),
  due_at: z.string().nullable(),
});
export const familyViewSchema = z.object({
  student: z.object({ first_name: z.string() }),
  classes: z.array(z.object({ name: z.string(), teacher: z.string() })),
  /** Published activities not yet handed in, due date ahead (or none). */
  todo: z.array(familyActivity),
  /** Past their due date and not handed in. */
  late: z.array(familyActivity),
  /** Returned by the teacher, newest first (the last 20). */
  returned: z.array(
    z.object({
      title: z.string(),
      classroom: z.string(),
      grade: z.number().nullable(),
      feedback: z.string(),
      returned_at: z.string(),
    }),
  ),
  /** Over the school year so far, 0–1; null before the first recorded day. */
  attendance_rate: z.number().nullable(),
  /** The class mural, newest first (the last 10). */
  posts: z.array(z.object({ classroom: z.string(), body_html: z.string(), created_at: z.string() })),
});
export type FamilyView = z.infer<typeof familyViewSchema>;
