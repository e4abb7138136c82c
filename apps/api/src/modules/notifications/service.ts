import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppNotification, MarkReadInput, NotificationKind, NotificationSettings } from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import type { UserRow } from '../../lib/auth-context';

const { notifications, notificationSettings } = schema;

export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  title: string;
  /** A path of the web app. */
  url: string;
}

/** Titles are one line in the bell: a long activity title is cut. */
const line = (text: string, max = 200) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Stores notifications, inside the caller's transaction when it passes one. */
export async function notify(db: Database, items: NewNotification[]) {
  if (items.length === 0) return;
  await db.insert(notifications).values(items.map((item) => ({ ...item, title: line(item.title) })));
}

/** How many the bell lists at most (the count says how many there are). */
const LIST_LIMIT = 50;

/** The bell: list, mark as read, and the teacher's digest choice. */
export function notificationsService({ db }: { db: Database }) {
  return {
    async list(user: UserRow, unread: boolean | undefined) {
      const where = and(eq(notifications.userId, user.id), unread ? isNull(notifications.readAt) : undefined);
      const [total] = await db.select({ n: count() }).from(notifications).where(where);
      const rows = await db
        .select()
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(LIST_LIMIT);
      const results: AppNotification[] = rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        title: row.title,
        url: row.url,
        created_at: row.createdAt.toISOString(),
        read_at: row.readAt?.toISOString() ?? null,
      }));
      return { count: total?.n ?? 0, results };
    },

    /** Only the user's own notifications change; ids of others are ignored. */
    async markRead(user: UserRow, input: MarkReadInput) {
      const marked = await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(
          and(
            eq(notifications.userId, user.id),
            isNull(notifications.readAt),
            'ids' in input ? inArray(notifications.id, input.ids) : undefined,
          ),
        )
        .returning({ id: notifications.id });
      return { marked: marked.length };
    },

    async settings(user: UserRow): Promise<NotificationSettings> {
      const [row] = await db
        .select({ emailDigest: notificationSettings.emailDigest })
        .from(notificationSettings)
        .where(eq(notificationSettings.userId, user.id));
      return { email_digest: row?.emailDigest ?? false };
    },

    /**
     * Turning the digest on starts its window now: the first e-mail tells only what happens from
     * here on, not the backlog of every earlier notification.
     */
    async updateSettings(user: UserRow, input: NotificationSettings): Promise<NotificationSettings> {
      await db
        .insert(notificationSettings)
        .values({ userId: user.id, emailDigest: input.email_digest, lastDigestAt: new Date() })
        .onConflictDoUpdate({
          target: notificationSettings.userId,
          set: {
            emailDigest: input.email_digest,
            lastDigestAt: sql`case when ${notificationSettings.emailDigest} then ${notificationSettings.lastDigestAt} else now() end`,
          },
        });
      return { email_digest: input.email_digest };
    },
  };
}

export type NotificationsService = ReturnType<typeof notificationsService>;
