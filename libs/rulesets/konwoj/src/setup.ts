/**
 * Setup (p.3): the catalogue, the card instances, both decks shuffled, four cards each, one
 * mulligan per player; then battle 1 begins.
 */
import { deepFreeze, violation, type RuleViolation } from '@app/rules';
import { hasCode } from './abilities';
import { catalogueSchema, DEFAULT_CATALOGUE, SIDES, type Catalogue, type Side } from './catalogue';
import { drawTasks, shuffleTask } from './decks';
import { run } from './battle';
import { optionsSchema } from './options';
import { setupSchema } from './schema';
import { doOp, push, ref, type KonwojState, type Task } from './state';

const STARTING_HAND = 4;

/** Instance ids in catalogue order: M01…M35, O01…O35. */
export function instances(catalogue: Catalogue): Record<string, string> {
  const out: Record<string, string> = {};
  for (const side of SIDES) {
    const prefix = side === 'moloch' ? 'M' : 'O';
    let n = 0;
    for (const card of catalogue.cards.filter((c) => c.side === side)) {
      for (let i = 0; i < card.count; i++) out[`${prefix}${String(++n).padStart(2, '0')}`] = card.id;
    }
  }
  return out;
}

/** Where a catalogue issue is, naming the card or city it is in: "cards.3 (M_GAUSS).count". */
function issuePlace(raw: unknown, path: PropertyKey[]): string {
  const [list, i, ...rest] = path;
  const entry = (raw as Record<string, unknown> | null)?.[list as string];
  const item = Array.isArray(entry) && typeof i === 'number' ? (entry[i] as Record<string, unknown> | undefined) : undefined;
  const name = item?.id ?? item?.name;
  if (i === undefined) return String(list ?? 'the catalogue');
  return [`${String(list)}.${String(i)}${typeof name === 'string' ? ` (${name})` : ''}`, ...rest.map(String)].join('.');
}

/** A catalogue is usable when every card with an ability has its code and the cities are 1–5. */
export function checkCatalogue(raw: unknown): Catalogue | RuleViolation {
  const parsed = catalogueSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return violation(ref('p.2'), `malformed catalogue at ${issuePlace(raw, issue.path)}: ${issue.message}`, 'BAD_CATALOGUE');
  }
  const c = parsed.data;
  const seen = new Set<string>();
  for (const card of c.cards) {
    if (seen.has(card.id)) return violation(ref('p.2'), `card ${card.id} is listed twice`, 'BAD_CATALOGUE');
    seen.add(card.id);
    if (!card.id.startsWith(card.side === 'moloch' ? 'M_' : 'O_'))
      return violation(ref('p.2'), `card ${card.id} does not belong to ${card.side}`, 'BAD_CATALOGUE');
    const abilityFree = card.activation === 'NONE' && card.type !== 'instant';
    if (!abilityFree && !hasCode(card.id))
      return violation(ref('p.32'), `card ${card.id} has an ability the rules do not know`, 'UNKNOWN_ABILITY');
  }
  const indices = c.cities.map((x) => x.index).sort();
  if (indices.join() !== '1,2,3,4,5') return violation(ref('p.3'), 'the catalogue needs cities 1 to 5', 'BAD_CATALOGUE');
  const districts = c.cities.flatMap((x) => x.districts.map((d) => d.id));
  if (new Set(districts).size !== districts.length || districts.includes('J+'))
    return violation(ref('p.5'), 'district ids must be unique (and J+ is the Jersey Crust token)', 'BAD_CATALOGUE');
  for (const side of SIDES) {
    if (!c.cards.some((x) => x.side === side && x.count > 0)) return violation(ref('p.2'), `the ${side} deck is empty`, 'BAD_CATALOGUE');
  }
  return c;
}

/**
 * The default catalogue, checked once: every match without its own shares it, frozen, as the
 * part of the state fixed at setup (never written, never copied).
 */
let checkedDefault: Catalogue | undefined;

function defaultCatalogue(): Catalogue {
  if (!checkedDefault) {
    const checked = checkCatalogue(DEFAULT_CATALOGUE);
    if ('rule' in checked) throw new Error(`the default catalogue is refused: ${checked.message}`);
    checkedDefault = deepFreeze(checked);
  }
  return checkedDefault;
}

export function setupMatch(raw: unknown): KonwojState | RuleViolation {
  const parsed = setupSchema.safeParse(raw ?? {});
  if (!parsed.success)
    return violation(
      ref('p.3'),
      `malformed setup: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message ?? ''}`,
      'BAD_SETUP',
    );
  const catalogue = parsed.data.catalogue === undefined ? defaultCatalogue() : checkCatalogue(parsed.data.catalogue);
  if ('rule' in catalogue) return catalogue;
  const cardOf = instances(catalogue);
  const ids = Object.keys(cardOf);
  const deckOf = (side: Side) => ids.filter((id) => id.startsWith(side === 'moloch' ? 'M' : 'O'));
  const s: KonwojState = {
    data: { catalogue, cardOf, deck: parsed.data.deck, options: optionsSchema.parse(parsed.data.options ?? {}) },
    phase: 'mulligan',
    battle: 0,
    active: 1,
    battleDistrict: null,
    decks: { moloch: deckOf('moloch'), outpost: deckOf('outpost') },
    knownTop: { moloch: [], outpost: [] },
    hands: { moloch: [], outpost: [] },
    discards: { moloch: [], outpost: [] },
    aside: [],
    units: [],
    modules: [],
    cities: catalogue.cities
      .map((c) => ({
        index: c.index,
        destroyed: false,
        destroyedDistricts: [],
        extraDistrict: false,
        featureUsed: false,
        extraSlot: false,
      }))
      .sort((a, b) => a.index - b.index),
    tasks: [],
    mulligan: { moloch: null, outpost: null },
    battleFlags: { nagly: false, zmasowany: false, emp: false, moved: [] },
    seq: 0,
    intel: { wywiad: null },
    log: [],
    result: null,
  };
  push(s, shuffleTask('moloch'), shuffleTask('outpost'), ...drawTasks('moloch', STARTING_HAND), ...drawTasks('outpost', STARTING_HAND));
  run(s);
  return s;
}

/** p.3: once, before the game, return the four cards, shuffle, draw four again (A1). */
export function mulligan(s: KonwojState, side: Side, redraw: boolean): RuleViolation | null {
  if (s.mulligan[side] !== null) return violation(ref('p.3'), `${side} has decided the mulligan already`, 'ALREADY_USED');
  if (s.phase !== 'mulligan') return violation(ref('p.3'), 'the mulligan is only before the first battle', 'WRONG_PHASE');
  if (s.data.options.mulliganOrder === 'moloch-first' && side === 'outpost' && s.mulligan.moloch === null)
    return violation(ref('p.3'), 'Moloch decides the mulligan first (option mulliganOrder)', 'NOT_YOUR_TURN');
  s.mulligan[side] = redraw;
  const tasks: Task[] = redraw ? [doOp({ op: 'mulliganRedraw', side }), shuffleTask(side), ...drawTasks(side, STARTING_HAND)] : [];
  if (s.mulligan.moloch !== null && s.mulligan.outpost !== null) tasks.push(doOp({ op: 'battleStart' }));
  push(s, ...tasks);
  return null;
}
