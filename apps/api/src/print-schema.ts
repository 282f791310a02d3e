import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { openDatabase } from '@app/database';
import { startApi } from './app';
import { printServedSchema } from './schema';

/**
 * `npm run schema`: starts the server on a throwaway in-memory database, asks it for its schema
 * as any client would, and writes schema.graphql at the repository root; or, given a path, writes
 * there instead (scripts/check-generated.mjs compares what the code prints with the committed file).
 */
async function main(): Promise<void> {
  const database = await openDatabase({ memory: true });
  const api = await startApi({ port: 0, host: '127.0.0.1', dataDir: '' }, { database, processors: false, logLevel: 'error' });
  try {
    const file = resolve(process.cwd(), process.argv[2] ?? 'schema.graphql');
    await writeFile(file, await printServedSchema(api.url));
    console.log(`wrote ${file}`);
  } finally {
    await api.close();
    await database.close();
  }
}

main().catch((e: Error) => {
  console.error(`could not print the schema: ${e.message}`);
  process.exit(1);
});
