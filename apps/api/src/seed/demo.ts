import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { legalDocuments } from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { hashPassword } from '../modules/accounts';

/** The demo teacher and staff accepted the documents in force, like anyone signing up. */
const acceptedLegalDocuments = () => ({
  acceptedTermsAt: new Date(),
  acceptedTermsVersion: legalDocuments.terms.version,
  acceptedPrivacyVersion: legalDocuments.privacy.version,
});

export interface DemoAccount {
  role: string;
  login: string;
  password: string;
}

export const DEMO_ACCOUNTS = {
  teacher: {
    email: 'professora@aula.demo',
    password: 'Planejar-Aulas-2026',
    firstName: 'Helena',
    lastName: 'Souza',
  },
  staff: { email: 'equipe@aula.demo', firstName: 'Rafael', lastName: 'Lima' },
  student: { username: 'aluno.demo', password: 'Estudar-Muito-2026', firstName: 'Pedro', lastName: 'Santos' },
};

/** A superuser password nobody can read in the sources: shown once, when it is created. */
const randomPassword = () => `Aula-${randomBytes(12).toString('base64url')}`;

/**
 * On an empty database only: demo accounts, returned so the server can print them. The superuser's
 * password is random unless given (tests and the e2e harness set DEMO_STAFF_PASSWORD).
 */
export async function seedDemoData(
  db: Database,
  options: { staffPassword?: string | null } = {},
): Promise<DemoAccount[]> {
  const { users } = schema;
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return [];
  const { teacher, student } = DEMO_ACCOUNTS;
  const staff = { ...DEMO_ACCOUNTS.staff, password: options.staffPassword ?? randomPassword() };
  await db.insert(users).values([
    {
      email: teacher.email,
      username: teacher.email,
      firstName: teacher.firstName,
      lastName: teacher.lastName,
      passwordHash: await hashPassword(teacher.password),
      isTeacher: true,
      ...acceptedLegalDocuments(),
    },
    {
      email: staff.email,
      username: staff.email,
      firstName: staff.firstName,
      lastName: staff.lastName,
      passwordHash: await hashPassword(staff.password),
      isStaff: true,
      isSuperuser: true,
      ...acceptedLegalDocuments(),
    },
    {
      email: null,
      username: student.username,
      firstName: student.firstName,
      lastName: student.lastName,
      passwordHash: await hashPassword(student.password),
      isStudent: true,
    },
  ]);
  return [
    { role: 'Professora', login: teacher.email, password: teacher.password },
    { role: 'Equipe (superusuário)', login: staff.email, password: staff.password },
    { role: 'Aluno (usuário)', login: student.username, password: student.password },
  ];
}
