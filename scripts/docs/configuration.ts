/**
 * Writes docs/configuration.md from src/server/config.ts: every variable of `envSchema`, in its
 * order, with the default the schema gives it (or what leaving it out does, its `unset` meta) and the
 * meaning it is described with. `npm run docs:config`; src/server/config-doc.test.ts fails while the
 * file differs from what this writes.
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { envSchema } from '@server/config';

/** Where the reference is written. */
export const configurationDocPath = join(import.meta.dirname, '..', '..', 'docs', 'configuration.md');

const intro = `# Configuration

<!-- Written by \`npm run docs:config\` from src/server/config.ts: change a variable's meaning there, not here. -->

All configuration comes from the environment and is validated at start; a bad value stops
the server with a message naming the variable. Every variable, with its default and meaning:
`;

const outro = `
What several app nodes must share (database, storage, session secret, public address, proxy
trust) is in [deploy.md](deploy.md#running-on-several-nodes).
`;

/** The default column: the schema's default, else the variable's `unset` meta, else "unset". */
function defaultOf(schema: z.ZodType): string {
  if (schema instanceof z.ZodDefault) {
    const value: unknown = schema.def.defaultValue;
    if (Array.isArray(value) && value.length === 0) return 'unset';
    return `\`${Array.isArray(value) ? value.join(',') : String(value)}\``;
  }
  const unset = schema.meta()?.unset;
  return typeof unset === 'string' ? unset : 'unset';
}

/** One table cell: a `|` would end it early. */
const cell = (text: string) => text.replaceAll('|', '\\|');

/** The whole of docs/configuration.md. */
export function configurationDoc(): string {
  const rows = Object.entries(envSchema.shape).map(([name, schema]: [string, z.ZodType]) => {
    const { description } = schema;
    if (!description) throw new Error(`${name} has no description in src/server/config.ts`);
    return `| \`${name}\` | ${cell(defaultOf(schema))} | ${cell(description)} |`;
  });
  return [intro, '| variable | default | meaning |', '|---|---|---|', ...rows, outro].join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(configurationDocPath, configurationDoc());
  console.log(`wrote ${configurationDocPath}`);
}
