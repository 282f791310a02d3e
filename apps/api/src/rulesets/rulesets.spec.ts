import { decideCreate, type CompetitionCreatedData } from '@app/competitions';
import { createRegistry } from '@app/rulesets';
import { rulesetType } from './rulesets.resolver';
import { setupExampleOf } from './setup-examples';
import { setupRefusal } from './setup-refusal';

const registry = createRegistry();
/** The newest version of each game: what new matches and competitions get (older versions serve what they proposed). */
const games = [...new Set(registry.list().map((info) => info.id))].map((id) => registry.get(id));

describe('what the API serves of a ruleset', () => {
  it.each(games.map((g) => [g.id, g] as const))('%s: its example setup is one the game accepts', (_, game) => {
    expect(setupExampleOf(game.id)).not.toBeNull();
    expect(setupRefusal(registry, game, setupExampleOf(game.id))).toBeNull();
  });

  it('hands out a copy of an example, so a caller cannot change the next one', () => {
    const first = setupExampleOf('konwoj') as { deck: string };
    first.deck = 'physical';
    expect(setupExampleOf('konwoj')).toEqual({ deck: 'server' });
    expect(setupExampleOf('chess')).toBeNull();
  });

  it('refuses a setup as createMatch does: the rule, a message naming the part at fault, the code', () => {
    const vp = registry.get('vigilant-peace');
    expect(setupRefusal(registry, vp, { units: 'none' })).toMatchObject({
      code: 'INVALID_SETUP',
      rule: 'vigilant-peace setup',
      message: expect.stringMatching(/^invalid setup: .*units/),
    });
    // Nothing at all (a form sent without a setup) is refused too, for a game that needs one.
    expect(setupRefusal(registry, registry.get('warzone'), {})).toMatchObject({ code: 'INVALID_SETUP' });
    expect(setupRefusal(registry, registry.get('solaris7'), 'a text')).toMatchObject({ code: 'INVALID_SETUP' });
  });

  it.each(games.map((g) => [g.id, g] as const))('%s: the preset served is what a competition created without scoring gets', (id, game) => {
    const served = rulesetType(game);
    const decided = decideCreate(
      {
        type: 'create',
        competitionId: 'c',
        kind: 'tournament',
        name: 'Open',
        rulesetId: id,
        organiserId: 'o',
        published: true,
        rated: true,
        format: { kind: 'swiss', rounds: 3, topCut: null },
      },
      registry,
    );
    if (!Array.isArray(decided)) throw new Error(decided.message);
    const created = decided[0].data as CompetitionCreatedData;
    expect(served.competitionPreset).toEqual({ scoring: created.scoring, tieBreaks: created.tieBreaks });
    // Every tie-break of the preset is one the game offers, and every score named is one of its own.
    const options = served.tieBreakOptions.map((o) => o.id);
    expect(options).toEqual(expect.arrayContaining(created.tieBreaks));
    const names = served.scores.map((s) => s.name);
    for (const s of created.scoring.secondary) expect(names).toContain(s.replace(/^margin:/, ''));
  });
});
