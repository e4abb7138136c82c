import { legalDocuments } from '@aula/contracts';
import { schema, type Database } from '@aula/db';

/**
 * The demo class's families have consented (on paper, as many schools collect it), so the demo
 * student can send the photo of her notebook; each child has one guardian to show on Alunos.
 */
export async function seedDemoFamilies(
  db: Database,
  students: { id: number; firstName: string; lastName: string }[],
  teacherId: number,
) {
  for (const student of students) {
    const name = `Responsável de ${student.firstName} (demonstração)`;
    const [guardian] = await db
      .insert(schema.guardians)
      .values({
        studentId: student.id,
        name,
        relationship: 'responsavel',
        email: `familia.${student.id}@exemplo.com.br`,
        createdById: teacherId,
      })
      .returning();
    await db.insert(schema.consentDecisions).values({
      studentId: student.id,
      guardianId: guardian!.id,
      decision: 'granted',
      guardianName: name,
      relationship: 'responsavel',
      policyVersion: legalDocuments.privacy.version,
      channel: 'print',
      ipHash: 'demonstracao',
    });
  }
}
