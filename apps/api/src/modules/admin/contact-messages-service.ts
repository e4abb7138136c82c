import { routePath, spaRoutes } from '@aula/contracts';
import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminContactMessage, ContactAnswerInput } from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { notFound, ValidationFailure } from '../../lib/errors';
import type { Mailer, MailMessage } from '../../lib/mailer';
import type { UserRow } from '../../lib/auth-context';
import { audit, iso, offsetOf, personOf, type Actor } from './shared';

const { feedbacks, users } = schema;
const staffMembers = alias(users, 'answered_by');

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

function replyEmail(to: string, firstName: string, original: string, reply: string): MailMessage {
  return {
    to,
    subject: 'Resposta à sua mensagem para a Aula',
    text: [
      `Olá, ${firstName || 'professor(a)'}!`,
      '',
      reply,
      '',
      '— Sua mensagem:',
      ...original.split('\n').map((line) => `> ${line}`),
      '',
      'Equipe Aula',
    ].join('\n'),
  };
}

/** Tells the support address about a new message, when one is configured. */
export function contactNotifier(deps: { mailer: Mailer; supportEmail: string | null; publicUrl: string }) {
  return async (sender: UserRow, message: { id: number; message: string }) => {
    if (!deps.supportEmail) return;
    await deps.mailer.send({
      to: deps.supportEmail,
      subject: `Fale conosco: nova mensagem de ${fullName(sender) || sender.username}`,
      text: [
        `${fullName(sender) || sender.username} (${sender.isStudent ? 'aluno' : 'professor'}) escreveu:`,
        '',
        message.message,
        '',
        `Responda pela caixa de entrada: ${deps.publicUrl}${routePath(spaRoutes.adminMessage, { messageId: message.id })}`,
      ].join('\n'),
    });
  };
}

export function contactMessagesService(deps: { db: Database; mailer: Mailer }) {
  const { db, mailer } = deps;
  const select = () =>
    db
      .select({ f: feedbacks, sender: users, staff: staffMembers })
      .from(feedbacks)
      .leftJoin(users, eq(users.id, feedbacks.userId))
      .leftJoin(staffMembers, eq(staffMembers.id, feedbacks.answeredById));
  type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

  const toMessage = ({ f, sender, staff }: Row): AdminContactMessage => ({
    id: f.id,
    message: f.message,
    rating: f.rating,
    created_at: iso(f.createdAt)!,
    sender: sender
      ? {
          id: sender.id,
          name: fullName(sender),
          email: sender.email,
          username: sender.username,
          role: sender.isStudent ? 'student' : sender.isTeacher ? 'teacher' : 'staff',
        }
      : null,
    status: f.answeredAt ? 'answered' : 'open',
    answered_at: iso(f.answeredAt),
    answered_by: personOf(staff),
    reply: f.reply,
  });

  async function one(id: number) {
    const [row] = await select().where(eq(feedbacks.id, id));
    if (!row) throw notFound('Mensagem não encontrada.');
    return row;
  }

  return {
    async list(query: { page: number; page_size: number; status?: 'open' | 'answered' | undefined }) {
      const where =
        query.status === 'open'
          ? isNull(feedbacks.answeredAt)
          : query.status === 'answered'
            ? isNotNull(feedbacks.answeredAt)
            : undefined;
      const [total] = await db.select({ n: count() }).from(feedbacks).where(where);
      const rows = await select()
        .where(where)
        .orderBy(desc(feedbacks.createdAt), desc(feedbacks.id))
        .limit(query.page_size)
        .offset(offsetOf(query));
      return { count: total?.n ?? 0, results: rows.map(toMessage) };
    },

    detail: async (id: number) => toMessage(await one(id)),

    /** Marks the message answered; with a reply, e-mails it too (teachers only: students have no e-mail). */
    async answer(actor: Actor, id: number, input: ContactAnswerInput) {
      const row = await one(id);
      if (input.reply) {
        if (!row.sender?.email) {
          throw ValidationFailure.field(
            'reply',
            'Quem escreveu não tem e-mail (alunos); marque como respondida sem resposta por e-mail.',
          );
        }
      }
      const email = input.reply && row.sender?.email;
      await db.transaction(async (tx) => {
        if (email)
          await mailer.send(replyEmail(email, row.sender!.firstName, row.f.message, input.reply!), tx);
        await tx
          .update(feedbacks)
          .set({ answeredAt: new Date(), answeredById: actor.id, reply: input.reply ?? row.f.reply })
          .where(and(eq(feedbacks.id, id)));
        await audit(tx, actor, 'contact_message.answered', { type: 'contact_message', id }, null, {
          replied: Boolean(input.reply),
        });
      });
      return toMessage(await one(id));
    },
  };
}

export type ContactMessagesService = ReturnType<typeof contactMessagesService>;
