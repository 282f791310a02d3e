/**
 * Every score a game declares (`Ruleset.scores`, in every version the server runs) has its words
 * in the web app's common catalogue, in English and in Polish, under the game and the score's
 * name (`scores.<rulesetId>.<name>`): the pages name a score from the game's declarations, never
 * by its identifier ("margin:victoryPoints").
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRegistry } from '@app/rulesets';

const catalogue = (language: string) =>
  JSON.parse(readFileSync(join(__dirname, '../../apps/web/src/i18n', `${language}.json`), 'utf8')) as {
    scores: Record<string, Record<string, string>>;
  };

describe('score names in the web app', () => {
  const registry = createRegistry();
  const declared = registry
    .list()
    .flatMap((info) => registry.versions(info.id).map((version) => registry.get(info.id, version)))
    .flatMap((ruleset) => (ruleset.scores ?? []).map((score) => ({ ruleset: ruleset.id, version: ruleset.version, name: score.name })));

  it('are declared by the games (the check reads something)', () => {
    expect(new Set(declared.map((d) => d.ruleset))).toEqual(new Set(['solaris7', 'warzone', 'vigilant-peace', 'konwoj']));
  });

  it.each(['en', 'pl'])('are in the %s catalogue for every score every version declares', (language) => {
    const words = catalogue(language).scores;
    const missing = declared.filter((d) => typeof words[d.ruleset]?.[d.name] !== 'string' || !words[d.ruleset][d.name].trim());
    expect(missing).toEqual([]);
  });

  it('name only scores a game declares: no words for a score no version has', () => {
    const names = new Set(declared.map((d) => `${d.ruleset}.${d.name}`));
    for (const language of ['en', 'pl'])
      for (const [ruleset, scores] of Object.entries(catalogue(language).scores))
        for (const name of Object.keys(scores))
          expect({ language, score: `${ruleset}.${name}`, declared: names.has(`${ruleset}.${name}`) }).toEqual({
            language,
            score: `${ruleset}.${name}`,
            declared: true,
          });
  });
});
