import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { printServedSchema } from '../apps/api/src/schema';
import { startTestApi, type RunningApi } from './support/api';
import { describeEachDatabase } from './support/databases';

/** schema.graphql is what the running server serves, field for field: run `npm run schema` after changing the API. */
describeEachDatabase('schema.graphql', (databaseUrl) => {
  let api: RunningApi;
  beforeAll(async () => {
    api = await startTestApi(databaseUrl());
  });
  afterAll(() => api.close());

  it('equals the schema the running server answers to introspection', async () => {
    const committed = await readFile(join(__dirname, '../schema.graphql'), 'utf8');
    const served = await printServedSchema(api.url);
    expect(served).toBe(committed);
    // The clocks are served, so the file has them (they were once left out of a hand-kept list).
    expect(committed).toMatch(/startRoundClock\(/);
    expect(committed).toMatch(/subscription|type Subscription/);
  });
});
