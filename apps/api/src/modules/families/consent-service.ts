import { createHmac } from 'node:crypto';
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import { legalDocuments, type ConsentDecisionInput, type ConsentNotice } from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { recordAudit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import type { JobQueue } from '../../lib/job-queue';
import { hashToken, queueFileRemoval } from '../accounts';
import { notify } from '../notifications';
import { consentStatusOf } from '../students';
import type { FamilyLinks } from './family-links';
import { consentSections, revokedTitle } from './messages';

const { guardians, consentRequests, consentDecisions, classrooms, classroomStudents, users, storedFiles } =
  schema;

const linkNotFound = () =>
  notFound('Este link de autorização não funciona mais. Peça um novo link ao professor.');

/**
 * The guardian's side, without an account: the link's token opens the notice and takes the decision.
 * Each decision is kept with its evidence (policy version, time, channel, a keyed hash of the address)
 * and written to the audit log.
 */
export function consentService(deps: { db: Database; jobs: JobQueue; links: FamilyLinks; secret: string }) {
  const { db, jobs, links, secret } = deps;
  const ipHash = (ip: string) => createHmac('sha256', secret).update(`ip:${ip}`).digest('hex');

  async function requestOf(token: string) {
    const [found] = await db
      .select({ request: consentRequests, guardian: guardians, student: users })
      .from(consentRequests)
      .innerJoin(guardians, eq(guardians.id, consentRequests.guardianId))
      .innerJoin(users, eq(users.id, consentRequests.studentId))
      .where(and(eq(consentRequests.tokenHash, hashToken(token)), gt(consentRequests.expiresAt, new Date())));
    if (!found) throw linkNotFound();
    return found;
  }

  /** The child's classes and their teachers. */
  async function classesOf(studentId: number) {
    return db
      .select({ name: classrooms.name, teacherId: users.id, first: users.firstName, last: users.lastName })
      .from(classroomStudents)
      .innerJoin(classrooms, eq(classrooms.id, classroomStudents.classroomId))
      .innerJoin(users, eq(users.id, classrooms.teacherId))
      .where(and(eq(classroomStudents.studentId, studentId), eq(classrooms.archived, false)))
      .orderBy(asc(classrooms.name));
  }

  async function decided(studentId: number) {
    const [last] = await db
      .select({ at: consentDecisions.createdAt })
      .from(consentDecisions)
      .where(eq(consentDecisions.studentId, studentId))
      .orderBy(desc(consentDecisions.createdAt), desc(consentDecisions.id))
      .limit(1);
    return {
      status: await consentStatusOf(db, studentId),
      decided_at: (last?.at ?? new Date()).toISOString(),
    };
  }

  return {
    async notice(token: string): Promise<ConsentNotice> {
      const { request, guardian, student } = await requestOf(token);
      const classes = await classesOf(student.id);
      const teacherNames = [...new Set(classes.map((c) => `${c.first} ${c.last}`.trim()))];
      return {
        child: { first_name: student.firstName },
        classes: classes.map((c) => ({ name: c.name, teacher: `${c.first} ${c.last}`.trim() })),
        guardian: {
          name: guardian.name,
          relationship: guardian.relationship,
          has_email: guardian.email !== null,
        },
        status: await consentStatusOf(db, student.id),
        policy_version: legalDocuments.privacy.version,
        expires_at: request.expiresAt.toISOString(),
        sections: consentSections(student.firstName, teacherNames),
      };
    },

    async decide(token: string, input: ConsentDecisionInput, ip: string) {
      const { request, guardian, student } = await requestOf(token);
      const decision = input.decision;
      await db.transaction(async (tx) => {
        await tx.insert(consentDecisions).values({
          studentId: student.id,
          guardianId: guardian.id,
          requestId: request.id,
          decision,
          guardianName: input.guardian_name,
          relationship: input.relationship,
          weeklySummary: decision === 'granted' && input.weekly_summary === true,
          policyVersion: legalDocuments.privacy.version,
          channel: request.channel,
          ipHash: ipHash(ip),
        });
        await tx
          .update(guardians)
          .set({
            weeklySummary: decision === 'granted' && input.weekly_summary === true,
            // Consent opens the family page: the guardian's link is made once, the teacher shares it.
            familyNonce: decision === 'granted' ? (guardian.familyNonce ?? links.newNonce()) : null,
          })
          .where(eq(guardians.id, guardian.id));
        await recordAudit(tx, {
          actorId: null,
          action: decision === 'granted' ? 'consent.granted' : 'consent.refused',
          targetType: 'user',
          targetId: student.id,
          after: {
            guardian: guardian.id,
            guardian_name: input.guardian_name,
            relationship: input.relationship,
            channel: request.channel,
            policy_version: legalDocuments.privacy.version,
          },
        });
      });
      return decided(student.id);
    },

    /**
     * Withdrawn at any time: the child's photos and files go at once (their bytes by a job), every
     * family link of hers stops working, and her teachers are told.
     */
    async revoke(token: string, ip: string) {
      const { request, guardian, student } = await requestOf(token);
      const teachers = [...new Set((await classesOf(student.id)).map((c) => c.teacherId))];
      await db.transaction(async (tx) => {
        // One withdrawal at a time per child: a second tap (or a second tab) finds it done and does nothing.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, student.id)).for('update');
        if ((await consentStatusOf(tx, student.id)) === 'revoked') return;
        await tx.insert(consentDecisions).values({
          studentId: student.id,
          guardianId: guardian.id,
          requestId: request.id,
          decision: 'revoked',
          guardianName: guardian.name,
          relationship: guardian.relationship,
          policyVersion: legalDocuments.privacy.version,
          channel: request.channel,
          ipHash: ipHash(ip),
        });
        await tx
          .update(guardians)
          .set({ familyNonce: null, weeklySummary: false })
          .where(eq(guardians.studentId, student.id));
        const removed = await tx
          .delete(storedFiles)
          .where(eq(storedFiles.uploadedById, student.id))
          .returning({ key: storedFiles.storageKey });
        await queueFileRemoval(
          jobs,
          removed.map((file) => file.key),
          tx,
        );
        await notify(
          tx,
          teachers.map((userId) => ({
            userId,
            kind: 'consent' as const,
            title: revokedTitle(student.firstName),
            url: '/dashboard/students',
          })),
        );
        await recordAudit(tx, {
          actorId: null,
          action: 'consent.revoked',
          targetType: 'user',
          targetId: student.id,
          after: { guardian: guardian.id, channel: request.channel, files_removed: removed.length },
        });
      });
      return decided(student.id);
    },
  };
}

export type ConsentService = ReturnType<typeof consentService>;
