import { describe, expect, it } from 'vitest';
import { setupFields } from './gameSetup';

describe("a game's setup schema", () => {
  it('reads the top-level fields of a setup schema and those the game needs', () => {
    expect(
      setupFields({
        type: 'object',
        properties: { armies: { type: 'object' }, terrain: { type: 'array' }, environment: {} },
        required: ['armies'],
      }),
    ).toEqual({ fields: ['armies', 'terrain', 'environment'], required: ['armies'] });
    expect(setupFields({ type: 'object', properties: { deck: {} } })).toEqual({ fields: ['deck'], required: [] });
    expect(setupFields(null)).toEqual({ fields: [], required: [] });
    expect(setupFields({})).toEqual({ fields: [], required: [] });
  });
});
