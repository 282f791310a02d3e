import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { printApiSchema } from './schema';

describe('schema.graphql', () => {
  it('is the schema the code serves (run `npm run schema` after changing the API)', async () => {
    const committed = await readFile(join(__dirname, '../../../schema.graphql'), 'utf8');
    expect(await printApiSchema()).toBe(committed);
  });
});
