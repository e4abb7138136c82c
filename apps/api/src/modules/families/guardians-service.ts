import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import {
  CONSENT_LINK_DAYS,
  routePath,
  spaRoutes,
  whatsappUrl,
  type ConsentChannel,
  type ConsentRequest,
  type Guardian,
  type GuardianInput,
  type GuardianPatch,
  type Guardians,
} from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import type { UserRow } from '../../lib/auth-context';
import { ApiError, notFound, ValidationFailure } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { hashToken } from '../accounts';
import { consentStatusOf, ownStudentOf } from '../students';
import { consentRequestEmail, consentRequestMessage } from './messages';
import type { FamilyLinks } from './family-links';

const { guardians, consentRequests, classrooms, classroomStudents } = schema;
type GuardianRow = typeof guardians.$inferSelect;

/** A student's guardians, kept by her teachers, and the links that ask them for consent. */
export function guardiansService(deps: {
  db: Database;
  mailer: Mailer;
  links: FamilyLinks;
  publicUrl: string;
}) {
  const { db, mailer, links, publicUrl } = deps;

  const present = (row: GuardianRow): Guardian => ({
    id: row.id,
    name: row.name,
    relationship: row.relationship,
    email: row.email,
    phone: row.phone,
    family_url: links.urlOf(row.id, row.familyNonce),
    weekly_summary: row.weeklySummary,
    created_at: row.createdAt.toISOString(),
  });

  async function guardianOf(studentId: number, guardianId: number) {
    const [row] = await db
      .select()
      .from(guardians)
      .where(and(eq(guardians.id, guardianId), eq(guardians.studentId, studentId)));
    if (!row) throw notFound('Responsável não encontrado.');
    return row;
  }

  /** The class the child is in with this teacher, as the message names it. */
  async function classNameFor(teacher: UserRow, studentId: number) {
    const [row] = await db
      .select({ name: classrooms.name })
      .from(classroomStudents)
      .innerJoin(classrooms, eq(classrooms.id, classroomStudents.classroomId))
      .where(and(eq(classroomStudents.studentId, studentId), eq(classrooms.teacherId, teacher.id)))
      .orderBy(asc(classrooms.name))
      .limit(1);
    return row?.name ?? null;
  }

  return {
    async list(teacher: UserRow, studentId: number): Promise<Guardians> {
      const student = await ownStudentOf(db, teacher, studentId);
      const rows = await db
        .select()
        .from(guardians)
        .where(eq(guardians.studentId, studentId))
        .orderBy(asc(guardians.createdAt), asc(guardians.id));
      return {
        consent_status: await consentStatusOf(db, studentId),
        under_12: student.under12,
        results: rows.map(present),
      };
    },

    async create(teacher: UserRow, studentId: number, input: GuardianInput): Promise<Guardian> {
      await ownStudentOf(db, teacher, studentId);
      const [row] = await db
        .insert(guardians)
        .values({
          studentId,
          name: input.name,
          relationship: input.relationship,
          email: input.email ?? null,
          phone: input.phone ?? null,
          createdById: teacher.id,
        })
        .returning();
      return present(row!);
    },

    async update(teacher: UserRow, studentId: number, guardianId: number, input: GuardianPatch) {
      await ownStudentOf(db, teacher, studentId);
      const before = await guardianOf(studentId, guardianId);
      const after = { ...before, ...input };
      if (!after.email && !after.phone) {
        throw ValidationFailure.field('email', 'Informe o e-mail ou o celular do responsável.');
      }
      const [row] = await db
        .update(guardians)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(guardians.id, guardianId))
        .returning();
      return present(row!);
    },

    async remove(teacher: UserRow, studentId: number, guardianId: number) {
      await ownStudentOf(db, teacher, studentId);
      await guardianOf(studentId, guardianId);
      await db.delete(guardians).where(eq(guardians.id, guardianId));
    },

    /** A new family link (the old one stops working): only once a guardian has consented. */
    async newFamilyLink(teacher: UserRow, studentId: number, guardianId: number) {
      await ownStudentOf(db, teacher, studentId);
      await guardianOf(studentId, guardianId);
      if ((await consentStatusOf(db, studentId)) !== 'granted') {
        throw new ApiError(
          409,
          'O link da família existe depois que o responsável autoriza o uso dos dados.',
          'consent_required',
        );
      }
      const nonce = links.newNonce();
      await db.update(guardians).set({ familyNonce: nonce }).where(eq(guardians.id, guardianId));
      return { family_url: links.urlOf(guardianId, nonce)! };
    },

    async revokeFamilyLink(teacher: UserRow, studentId: number, guardianId: number) {
      await ownStudentOf(db, teacher, studentId);
      await guardianOf(studentId, guardianId);
      await db.update(guardians).set({ familyNonce: null }).where(eq(guardians.id, guardianId));
    },

    /**
     * A link for the guardian to read and decide, valid 30 days; only its hash is kept. By e-mail it
     * leaves through the job queue; by WhatsApp the teacher sends the ready message; on paper she prints it.
     */
    async requestConsent(
      teacher: UserRow,
      studentId: number,
      input: { guardian: number; channel: ConsentChannel },
    ): Promise<ConsentRequest> {
      const student = await ownStudentOf(db, teacher, studentId);
      const guardian = await db
        .select()
        .from(guardians)
        .where(and(eq(guardians.id, input.guardian), eq(guardians.studentId, studentId)))
        .then((rows) => rows[0]);
      if (!guardian) throw ValidationFailure.field('guardian', 'Escolha um responsável deste aluno.');
      if (input.channel === 'email' && !guardian.email) {
        throw ValidationFailure.field('channel', 'Este responsável não tem e-mail: use WhatsApp ou papel.');
      }
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + CONSENT_LINK_DAYS * 86_400_000);
      const url = `${publicUrl}${routePath(spaRoutes.consent, { token })}`;
      const wording = {
        guardianName: guardian.name,
        childName: student.firstName,
        className: await classNameFor(teacher, studentId),
        teacherName: `${teacher.firstName} ${teacher.lastName}`.trim(),
        url,
      };
      await db.transaction(async (tx) => {
        await tx.insert(consentRequests).values({
          studentId,
          guardianId: guardian.id,
          tokenHash: hashToken(token),
          channel: input.channel,
          createdById: teacher.id,
          expiresAt,
        });
        if (input.channel === 'email') await mailer.send(consentRequestEmail(guardian.email!, wording), tx);
      });
      return {
        url,
        whatsapp_url: guardian.phone ? whatsappUrl(guardian.phone, consentRequestMessage(wording)) : null,
        expires_at: expiresAt.toISOString(),
      };
    },
  };
}

export type GuardiansService = ReturnType<typeof guardiansService>;
