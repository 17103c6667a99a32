import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { Limits, Messages, newPasswordSchema, UserRole } from '@vigil/contracts';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase, type Db } from '../db/client.js';
import { isPasswordStrongEnough } from '../auth/password-strength.js';
import { hashPassword } from '../auth/passwords.js';
import { recordAudit } from '../audit/audit.service.js';
import { ensureRootTenant, ROOT_TENANT_NAME } from '../seed/bootstrap.js';
import { resolveSystemScope } from '../tenants/tenant-scope.js';
import { normaliseEmail } from '../users/users.repo.js';
import { users } from '../users/users.tables.js';

/**
 * npm run create-admin: creates a SysAdmin in the vendor's root tenant, the first account of an
 * installation without demo data. Interactive, or non-interactive with flags or environment.
 */

const USAGE = `Create a back-office administrator (SysAdmin) in the root tenant.

  npm run create-admin                       asks for each value
  npm run create-admin -- --email a@b.com --first-name Ada --last-name Lovelace
                                             asks only for the password

Options (or environment variables, for scripts):
  --email        VIGIL_ADMIN_EMAIL
  --first-name   VIGIL_ADMIN_FIRST_NAME
  --last-name    VIGIL_ADMIN_LAST_NAME
  --password     VIGIL_ADMIN_PASSWORD     (prefer the variable: flags show in the process list)

Uses the database of the server's configuration (DATA_DIR or DATABASE_URL). With the embedded
database (the default), stop the server first: only one process may open it.`;

const personName = z
  .string()
  .trim()
  .min(1, Messages.required)
  .max(Limits.personNameMax, Messages.lengthBelow(Limits.personNameMax));

export const createAdminSchema = z
  .object({
    email: z
      .string()
      .trim()
      .min(1, Messages.required)
      .max(Limits.emailMax, Messages.lengthBelow(Limits.emailMax))
      .pipe(z.email('Invalid Email value')),
    firstName: personName,
    lastName: personName,
    password: newPasswordSchema,
  })
  // The first account of an installation holds every key: its password least of all may be guessable.
  .refine((v) => isPasswordStrongEnough(v.password, { ...v, tenantName: ROOT_TENANT_NAME }), {
    message: Messages.passwordTooEasy,
    path: ['password'],
  });
export type CreateAdminInput = z.input<typeof createAdminSchema>;

export class CreateAdminError extends Error {}

export interface CreatedAdmin {
  id: number;
  email: string;
  tenantId: number;
}

function validated(input: CreateAdminInput): z.output<typeof createAdminSchema> {
  const parsed = createAdminSchema.safeParse(input);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new CreateAdminError(lines.join('\n'));
  }
  return parsed.data;
}

/** Creates a SysAdmin in the root tenant; refuses an email that is already taken. */
export async function createAdmin(db: Db, input: CreateAdminInput): Promise<CreatedAdmin> {
  const value = validated(input);
  const email = normaliseEmail(value.email);
  const root = await ensureRootTenant(db);
  const passwordHash = await hashPassword(value.password);
  return db.transaction(async (tx) => {
    // Deleted accounts keep their email (unique index), so they count as taken too.
    const taken = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (taken.length > 0) throw new CreateAdminError(`A user with the email ${email} already exists.`);
    const [row] = await tx
      .insert(users)
      .values({
        tenantId: root.id,
        email,
        passwordHash,
        firstName: value.firstName,
        lastName: value.lastName,
        roles: [UserRole.SysAdmin],
      })
      .returning({ id: users.id });
    if (!row) throw new Error('User insert returned nothing');
    await recordAudit(tx, null, {
      scope: await resolveSystemScope(tx, root.id),
      entityType: 'User',
      entityId: row.id,
      entityName: email,
      operation: 'CREATE',
      after: { email, firstName: value.firstName, lastName: value.lastName, roles: [UserRole.SysAdmin] },
      additionalData: { source: 'create-admin' },
    });
    return { id: row.id, email, tenantId: root.id };
  });
}

/** Reads a line without echoing it (a password). */
async function askHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  process.stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  try {
    return await new Promise<string>((resolve, reject) => {
      let value = '';
      const onData = (chunk: string) => {
        for (const ch of chunk) {
          if (ch === '\r' || ch === '\n') {
            stdin.off('data', onData);
            process.stdout.write('\n');
            resolve(value);
            return;
          }
          if (ch === '\u0003') {
            stdin.off('data', onData);
            reject(new CreateAdminError('Cancelled.'));
            return;
          }
          if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
          else value += ch;
        }
      };
      stdin.on('data', onData);
    });
  } finally {
    stdin.setRawMode(false);
    stdin.pause();
  }
}

const SOURCES = {
  email: '--email (VIGIL_ADMIN_EMAIL)',
  firstName: '--first-name (VIGIL_ADMIN_FIRST_NAME)',
  lastName: '--last-name (VIGIL_ADMIN_LAST_NAME)',
  password: '--password (VIGIL_ADMIN_PASSWORD)',
} as const;

async function collectInput(argv: string[], env: NodeJS.ProcessEnv): Promise<CreateAdminInput> {
  const { values } = parseArgs({
    args: argv,
    options: {
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      password: { type: 'string' },
    },
    strict: true,
  });
  const given = {
    email: values.email ?? env.VIGIL_ADMIN_EMAIL,
    firstName: values['first-name'] ?? env.VIGIL_ADMIN_FIRST_NAME,
    lastName: values['last-name'] ?? env.VIGIL_ADMIN_LAST_NAME,
    password: values.password ?? env.VIGIL_ADMIN_PASSWORD,
  };
  const interactive = process.stdin.isTTY === true;
  if (!interactive) {
    const missing = Object.entries(given)
      .filter(([, v]) => v === undefined)
      .map(([k]) => SOURCES[k as keyof typeof SOURCES]);
    if (missing.length > 0) {
      throw new CreateAdminError(`No terminal to ask for: ${missing.join(', ')}.\n\n${USAGE}`);
    }
    return given as CreateAdminInput;
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    given.email ??= await rl.question('Email: ');
    given.firstName ??= await rl.question('First name: ');
    given.lastName ??= await rl.question('Last name: ');
  } finally {
    rl.close();
  }
  if (given.password === undefined) {
    const password = await askHidden('Password (at least 6 characters): ');
    const confirm = await askHidden('Confirm password: ');
    if (password !== confirm) throw new CreateAdminError(Messages.passwordsMustMatch);
    given.password = password;
  }
  return given as CreateAdminInput;
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    return;
  }
  const input = await collectInput(argv, process.env);
  validated(input); // before touching the database
  const config = loadConfig(process.env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const admin = await createAdmin(database.db, input);
    console.log(`Created SysAdmin ${admin.email} (user ${admin.id}) in the back office.`);
    console.log(`Database: ${database.kind} (${database.location}). Sign in at /auth/sign-in.`);
  } finally {
    await database.close();
  }
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (invokedDirectly) {
  main().catch((err: unknown) => {
    if (err instanceof CreateAdminError || err instanceof ConfigError) {
      console.error(err.message);
    } else if (err instanceof TypeError && 'code' in err && String(err.code).startsWith('ERR_PARSE_ARGS')) {
      console.error(`${err.message}\n\n${USAGE}`);
    } else {
      console.error('create-admin failed:', err);
    }
    process.exit(1);
  });
}
