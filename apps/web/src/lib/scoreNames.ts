import type { Namespace, TFunction } from 'i18next';

/**
 * The games' named scores as people call them. Each ruleset declares its scores (`Ruleset.scores`:
 * `reputation`, `victoryPoints`…); the common catalogue (loaded on every page) words each one
 * under its game and name (`scores.<rulesetId>.<name>`), in English and Polish, and test/web/score-names.spec.ts checks
 * that every score a ruleset declares has its words. A score named without its game (a tie-break
 * id) is looked up under every game; a derived one (`margin:victoryPoints`) is said from the score
 * it is derived from; a name no game declares (a server newer than the app) is spaced out
 * ("newScore" is "New score") rather than shown as an identifier.
 */

type Lookup = (key: string, options: Record<string, unknown>) => unknown;

/** Every game's words for its scores, by ruleset id then score name. */
function catalogue<N extends Namespace>(t: TFunction<N>): Record<string, Record<string, string>> {
  const found = (t as unknown as Lookup)('scores', { ns: 'translation', returnObjects: true, defaultValue: {} });
  return found && typeof found === 'object' ? (found as Record<string, Record<string, string>>) : {};
}

/** A score's name in the reader's language: `victoryPoints` is "Victory points" ("Punkty zwycięstwa"). */
export function scoreName<N extends Namespace>(t: TFunction<N>, name: string, rulesetId?: string | null): string {
  if (name.startsWith('margin:'))
    return (t as unknown as Lookup)('scoreMargin', {
      ns: 'translation',
      score: scoreName(t, name.slice('margin:'.length), rulesetId),
    }) as string;
  const games = catalogue(t);
  const own = rulesetId && Object.hasOwn(games, rulesetId) ? games[rulesetId] : null;
  if (own && typeof own[name] === 'string') return own[name];
  for (const words of Object.values(games)) if (words && typeof words[name] === 'string') return words[name];
  return humanise(name);
}

/** `pointValue` → "Point value", `units_left` → "Units left": a readable stand-in for a name the app does not know. */
export function humanise(id: string): string {
  const words = id
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : id;
}
