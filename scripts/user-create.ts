import { parseArgs } from 'node:util';
import { LIMITS } from '../src/shared/limits';
import { ACCOUNT_ROLES, type AccountRole } from '../src/shared/roles';

const USAGE = `Usage: npm run user:create -- --email E --password P --role ${ACCOUNT_ROLES.join('|')} [--client SLUG] [--name NAME]
  guest and team accounts need --client; the password needs at least ${LIMITS.passwordMinLength} characters.`;

function fail(message: string, code: number): never {
  console.error(message);
  process.exit(code);
}

/** Parses and checks the arguments; exits 2 with the usage on a bad one. */
function readArguments() {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      options: { email: { type: 'string' }, password: { type: 'string' }, role: { type: 'string' }, client: { type: 'string' }, name: { type: 'string' } },
      strict: true,
    }));
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`, 2);
  }
  const { email, password, role, client, name } = values;
  if (!email || !/^[^@\s]+@[^@\s]+$/.test(email)) fail(`A valid --email is required.\n${USAGE}`, 2);
  if (!password || password.length < LIMITS.passwordMinLength) fail(`--password needs at least ${LIMITS.passwordMinLength} characters.\n${USAGE}`, 2);
  if (!role || !(ACCOUNT_ROLES as readonly string[]).includes(role)) fail(`--role must be one of ${ACCOUNT_ROLES.join(', ')}.\n${USAGE}`, 2);
  if ((role === 'guest' || role === 'team') && !client) fail(`A ${role} account needs --client SLUG.\n${USAGE}`, 2);
  return { email, password, role: role as AccountRole, client, name };
}

/** Opens the database of the environment's configuration; exits 1 with the reason when the configuration is wrong or the server holds it. */
async function openConfiguredDatabase() {
  const [{ ConfigError, loadConfig }, { openDatabase }, { DatabaseLockedError }] = await Promise.all([
    import('../src/server/config'),
    import('../src/server/db/open-database'),
    import('../src/server/db/lock'),
  ]);
  try {
    return await openDatabase(loadConfig());
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DatabaseLockedError) fail(error.message, 1);
    throw error;
  }
}

/**
 * npm run user:create: creates or updates an account, for operators and tests. Returns the exit
 * code. The server's modules load only once the arguments are good, so a usage error answers at once.
 */
async function main(): Promise<number> {
  const args = readArguments();
  const database = await openConfiguredDatabase();
  const [{ upsertUser }, { findClientRef }] = await Promise.all([
    import('../src/server/db/seed/upsert-user'),
    import('../src/server/features/directory/clients/clients.repo'),
  ]);
  try {
    const client = args.client ? await findClientRef(database.db, { slug: args.client }) : undefined;
    if (args.client && !client) {
      console.error(`No client with the slug '${args.client}'.`);
      return 1;
    }
    const { created } = await upsertUser(database.db, { ...args, clientId: client?.id ?? null });
    console.log(`${created ? 'Created' : 'Updated'} ${args.role} ${args.email}${client ? ` for ${client.name} (/profile/${client.slug})` : ''}.`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
