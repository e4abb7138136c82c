import { count } from 'drizzle-orm';
import { schema, type Database } from '@aula/db';
import { hashPassword } from '../modules/accounts/password-hashing';

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
  staff: { email: 'equipe@aula.demo', password: 'Equipe-Aula-2026', firstName: 'Rafael', lastName: 'Lima' },
  student: { username: 'aluno.demo', password: 'Estudar-Muito-2026', firstName: 'Pedro', lastName: 'Santos' },
};

/** On an empty database only: demo accounts, returned so the server can print them. */
export async function seedDemoData(db: Database): Promise<DemoAccount[]> {
  const { users } = schema;
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return [];
  const { teacher, staff, student } = DEMO_ACCOUNTS;
  await db.insert(users).values([
    {
      email: teacher.email,
      username: teacher.email,
      firstName: teacher.firstName,
      lastName: teacher.lastName,
      passwordHash: await hashPassword(teacher.password),
      isTeacher: true,
      acceptedTermsAt: new Date(),
    },
    {
      email: staff.email,
      username: staff.email,
      firstName: staff.firstName,
      lastName: staff.lastName,
      passwordHash: await hashPassword(staff.password),
      isStaff: true,
      isSuperuser: true,
      acceptedTermsAt: new Date(),
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
