import { z } from 'zod';
import { dbId } from './ids';

/** In-app notifications. */
export const NOTIFICATION_KINDS = [
  'submission',
  'comment',
  'assignment',
  'returned',
  'redo',
  'post',
  'consent',
] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

export const notificationSchema = z.object({
  id: z.int(),
  kind: notificationKindSchema,
  title: z.string(),
  /** A path of the web app. */
  url: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = z.object({
  unread: z
    .enum(['true', 'false'], { error: 'Use true ou false.' })
    .transform((v) => v === 'true')
    .optional(),
});

export const notificationListSchema = z.object({
  count: z.int(),
  results: z.array(notificationSchema),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const markReadSchema = z.union(
  [
    z.object({ ids: z.array(dbId()).min(1, 'Informe ao menos uma notificação.').max(500) }).strict(),
    z.object({ all: z.literal(true) }).strict(),
  ],
  { error: 'Envie "ids" (uma lista) ou "all": true.' },
);
export type MarkReadInput = z.input<typeof markReadSchema>;

export const markReadResultSchema = z.object({ marked: z.int() });

/** The teacher's choice of the daily e-mail digest (18:00, São Paulo time). */
export const notificationSettingsSchema = z.object({ email_digest: z.boolean() });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
