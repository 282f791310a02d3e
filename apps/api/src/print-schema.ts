import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { printApiSchema } from './schema';

/** `npm run schema`: writes schema.graphql at the repository root. */
printApiSchema()
  .then(async (sdl) => {
    const file = resolve(process.cwd(), 'schema.graphql');
    await writeFile(file, sdl);
    console.log(`wrote ${file}`);
  })
  .catch((e: Error) => {
    console.error(`could not print the schema: ${e.message}`);
    process.exit(1);
  });
