import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { emailField } from '@aula/contracts';
import { migrate, openDatabase, schema } from '@aula/db';
import { ConfigError, loadConfig } from '../config';
import { hashPassword, passwordProblems } from '../modules/accounts';
import { seedEssentials } from '../seed/essentials';

/** Asks on the terminal; the password is not echoed. */
async function prompt(question: string, hidden = false): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  const answer = rl.question(question);
  muted = hidden;
  const value = await answer;
  rl.close();
  if (hidden) process.stdout.write('\n');
  return value.trim();
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string', default: '' },
      'last-name': { type: 'string', default: '' },
    },
  });
  const config = loadConfig(process.env);
  const email = emailField.parse(values.email ?? (await prompt('E-mail: ')));
  let password = values.password;
  while (!password) {
    const first = await prompt('Senha: ', true);
    const again = await prompt('Senha (novamente): ', true);
    if (first !== again) console.error('As senhas não conferem.');
    else password = first;
  }
  const problems = passwordProblems(password, {
    email,
    first_name: values['first-name'],
    last_name: values['last-name'],
  });
  if (problems.length > 0) throw new Error(problems.join('\n'));

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database.db);
    await seedEssentials(database.db);
    const { users } = schema;
    const passwordHash = await hashPassword(password);
    const [existing] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (existing) {
      await database.db
        .update(users)
        .set({ passwordHash, isStaff: true, isSuperuser: true, isActive: true })
        .where(eq(users.id, existing.id));
      console.log(`Usuário ${email} promovido a superusuário (senha redefinida).`);
    } else {
      await database.db.insert(users).values({
        email,
        username: email,
        firstName: values['first-name'] ?? '',
        lastName: values['last-name'] ?? '',
        passwordHash,
        isStaff: true,
        isSuperuser: true,
      });
      console.log(`Superusuário ${email} criado.`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const message = error instanceof ConfigError || error instanceof Error ? error.message : String(error);
  console.error(`\nNão foi possível criar o superusuário:\n${message}\n`);
  process.exit(1);
});
