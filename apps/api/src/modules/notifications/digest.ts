import { and, asc, eq, gt, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import { isoDay, plural, spaRoutes, TIME_ZONE } from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import type { Mailer, MailMessage } from '../../lib/mailer';

const { notifications, notificationSettings, users } = schema;

export const DIGEST_JOB = 'notification-digest';
/** Every day at 18:00 in São Paulo; pg-boss keeps one run per period across every instance. */
export const DIGEST_CRON = '0 18 * * *';
export const DIGEST_TIME_ZONE = TIME_ZONE;

/** What the digest tells: new hand-ins and comments (the teacher's own notifications). */
const DIGEST_KINDS = ['submission', 'comment'] as const;
const MAX_LINES = 30;

function digestEmail(
  to: string,
  firstName: string,
  items: { kind: string; title: string; url: string }[],
  publicUrl: string,
): MailMessage {
  const handIns = items.filter((item) => item.kind === 'submission').length;
  const comments = items.length - handIns;
  const summary = [
    handIns ? plural(handIns, 'nova entrega', 'novas entregas') : null,
    comments ? plural(comments, 'novo comentário', 'novos comentários') : null,
  ]
    .filter(Boolean)
    .join(' e ');
  const lines = items.slice(0, MAX_LINES).map((item) => `- ${item.title}: ${publicUrl}${item.url}`);
  if (items.length > MAX_LINES) lines.push(`- e mais ${items.length - MAX_LINES}.`);
  return {
    to,
    subject: `Aula: ${summary} hoje`,
    text: [
      `Olá, ${firstName || 'professor(a)'}!`,
      '',
      `Desde o último resumo, suas turmas tiveram ${summary}:`,
      '',
      ...lines,
      '',
      `Para corrigir: ${publicUrl}${spaRoutes.teacherReviewQueue}`,
      '',
      `Para deixar de receber este resumo, desligue-o em Minha conta: ${publicUrl}${spaRoutes.teacherAccount}`,
      '',
      'Equipe Aula',
    ].join('\n'),
  };
}

/**
 * The daily digest: one e-mail per teacher who asked for it, with what came in since the last one;
 * none when nothing did. Each teacher's day is claimed in the transaction that queues her e-mail,
 * so a second run the same day (another instance, a retry) sends nothing more.
 */
export async function sendDigests(deps: { db: Database; mailer: Mailer; publicUrl: string; now?: Date }) {
  const { db, mailer, publicUrl } = deps;
  const now = deps.now ?? new Date();
  const today = isoDay(0, now.getTime());
  const notToday = or(
    isNull(notificationSettings.lastDigestOn),
    lt(notificationSettings.lastDigestOn, today),
  );
  const due = await db
    .select({
      userId: notificationSettings.userId,
      since: notificationSettings.lastDigestAt,
      email: users.email,
      firstName: users.firstName,
    })
    .from(notificationSettings)
    .innerJoin(users, eq(users.id, notificationSettings.userId))
    .where(
      and(
        eq(notificationSettings.emailDigest, true),
        eq(users.isTeacher, true),
        eq(users.isActive, true),
        notToday,
      ),
    );
  let sent = 0;
  for (const teacher of due) {
    const since = teacher.since ?? new Date(now.getTime() - 86_400_000);
    sent += await db.transaction(async (tx) => {
      const claimed = await tx
        .update(notificationSettings)
        .set({ lastDigestOn: today, lastDigestAt: now })
        .where(and(eq(notificationSettings.userId, teacher.userId), notToday))
        .returning({ userId: notificationSettings.userId });
      if (claimed.length === 0 || !teacher.email) return 0;
      const items = await tx
        .select({ kind: notifications.kind, title: notifications.title, url: notifications.url })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, teacher.userId),
            inArray(notifications.kind, [...DIGEST_KINDS]),
            gt(notifications.createdAt, since),
            lte(notifications.createdAt, now),
          ),
        )
        .orderBy(asc(notifications.createdAt), asc(notifications.id));
      if (items.length === 0) return 0;
      await mailer.send(digestEmail(teacher.email, teacher.firstName, items, publicUrl), tx);
      return 1;
    });
  }
  return sent;
}
