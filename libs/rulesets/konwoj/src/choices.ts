/**
 * The pending choice stack (digest §8.1): an effect that needs a decision pushes a choice; only
 * the matching `choose` order of the named player is accepted until it is made (§8.5 rule 2).
 * A choice with no option is skipped; a mandatory choice with a single option makes itself.
 */
import { violation, type RuleViolation } from '@app/rules';
import { abilityOf } from './abilities';
import { kill, moveUnit, returnToHand } from './entering';
import { adjacent } from './positions';
import type { Order } from './schema';
import { doOp, push, ref, unitOf, type Choice, type KonwojState } from './state';
import { pickIronGate } from './cities';
import { keepNarada } from './outpost-instants';
import { destroyByMoloch } from './districts';
import { drawTasks } from './decks';

export type ChooseOrder = Extract<Order, { type: 'choose' }>;

export function ask(s: KonwojState, c: Choice): void {
  push(s, { t: 'choice', c });
}

/** Choices that decide on their own: nothing to choose, or a single option of a mandatory one. */
export function decidesItself(c: Choice): boolean {
  if (c.kind === 'mayDraw' || c.kind === 'narada' || c.kind === 'zwiadowca') return false;
  return c.options.length === 0 || (!c.optional && c.options.length === 1);
}

const PROMPTS: Record<Choice['kind'], string> = {
  enterTarget: 'chooses the target of an ability',
  mayDraw: 'may draw a card',
  zwiadowca: 'may move another Soldier to an adjacent city (Zwiadowca)',
  oddzial: 'may return a Soldier to hand (Oddział Specjalny)',
  mlody: "may copy another Soldier's entry ability (Młody)",
  capacity: "chooses the opponent's card that no longer fits",
  spiders: 'chooses the Spiders that no longer fit',
  ckm: 'may place the +2 token of Operator CKM',
  fallbackRobot: 'chooses a Robot to discard (Moloch deck empty)',
  ironGate: 'chooses which revealed card Moloch discards (Iron Gate)',
  narada: 'keeps two of the drawn cards (Narada Wojenna)',
  winDistrict: 'chooses another district to destroy',
  districtKill: 'chooses the enemy unit the district kills',
  moveNY: 'may move a unit to New York',
  bombMoloch: 'chooses the Soldier the Bomb kills',
  bombOutpost: 'chooses the Robot the Bomb kills',
  convoy: 'chooses the Robot that advances to the next city',
};

/** The page of the rule each choice follows (the card's own text for an ability's target). */
const CHOICE_RULES: Record<Choice['kind'], string> = {
  enterTarget: 'p.9',
  mayDraw: 'p.34',
  zwiadowca: 'p.34',
  oddzial: 'p.33',
  mlody: 'p.33',
  capacity: 'p.13',
  spiders: 'p.37',
  ckm: 'p.33',
  fallbackRobot: 'p.29',
  ironGate: 'p.29',
  narada: 'p.35',
  winDistrict: 'p.28',
  districtKill: 'p.11',
  moveNY: 'p.11',
  bombMoloch: 'p.12',
  bombOutpost: 'p.12',
  convoy: 'p.31',
};

/** The card pages of the abilities that ask for a target on entering (p.32–37). */
const ABILITY_RULES: Record<string, string> = {
  O_GRUPA: 'p.32',
  O_HAKER: 'p.32',
  O_MCPHERSON: 'p.33',
  O_SCORN: 'p.34',
  O_TREP: 'p.34',
  M_BYDLAK: 'p.36',
  M_HYBRYDA: 'p.36',
  M_LOWCA: 'p.37',
  M_TRANSPORTER: 'p.37',
};

/** The rule a refused answer to the choice cites: the card's when an ability asks, else the choice's own. */
export function choiceRule(c: Choice): string {
  if (c.ability !== undefined && ABILITY_RULES[c.ability]) return ABILITY_RULES[c.ability];
  // Trep's draw is on p.34, Transporter's on p.37.
  if (c.kind === 'mayDraw' && c.source?.startsWith('M')) return 'p.37';
  return CHOICE_RULES[c.kind];
}

/** Public prompt: the kind and the side, never a hidden card. */
export function choicePrompt(c: Choice): string {
  return `${c.side === 'moloch' ? 'Moloch' : 'Outpost'} ${PROMPTS[c.kind]}${c.optional ? ' (or declines)' : ''}`;
}

/** Validates a `choose` order against the pending choice and applies it. */
export function choose(s: KonwojState, c: Choice, o: ChooseOrder): RuleViolation | null {
  if (o.decline) {
    if (!c.optional) return violation(ref(choiceRule(c)), 'this effect is mandatory and cannot be declined', 'BAD_CHOICE');
    return null;
  }
  if (c.kind === 'mayDraw') {
    push(s, ...drawTasks(c.side, 1));
    return null;
  }
  if (c.kind === 'narada') {
    const kept = o.cards ?? [];
    if (kept.length !== 2 || new Set(kept).size !== 2 || kept.some((k) => !c.options.includes(k))) {
      return violation(ref('p.35'), 'Narada Wojenna keeps exactly two different cards of the three drawn', 'BAD_CHOICE');
    }
    keepNarada(s, kept);
    return null;
  }
  if (c.kind === 'winDistrict') {
    if (!o.district || !c.options.includes(o.district))
      return violation(ref('p.28'), `choose one of the districts ${c.options.join(', ')}`, 'BAD_CHOICE');
    destroyByMoloch(s, o.district);
    return null;
  }
  if (!o.card || !c.options.includes(o.card))
    return violation(ref(choiceRule(c)), `${PROMPTS[c.kind]}: choose one of ${c.options.join(', ')}`, 'BAD_CHOICE');
  return apply(s, c, o.card, o.to);
}

/** A choice made by itself (see decidesItself). */
export function autoChoose(s: KonwojState, c: Choice): void {
  const only = c.options[0];
  if (only === undefined) return;
  if (c.kind === 'winDistrict') destroyByMoloch(s, only);
  else apply(s, c, only, undefined);
}

function apply(s: KonwojState, c: Choice, card: string, to: number | undefined): RuleViolation | null {
  switch (c.kind) {
    case 'enterTarget':
      abilityOf(c.ability!)?.onTarget?.(s, c, card);
      return null;
    case 'zwiadowca': {
      // p.34: to a city adjacent to the Scout's (destroyed allowed, never off the board).
      if (to === undefined || !adjacent(c.city!, to))
        return violation(ref('p.34'), `name a city adjacent to city ${c.city} with "to"`, 'TOO_FAR');
      moveUnit(s, card, to, true);
      return null;
    }
    case 'oddzial':
      returnToHand(s, card, 'Oddział Specjalny');
      return null;
    case 'mlody': {
      const copied = s.data.cardOf[card];
      push(s, doOp({ op: 'onEnter', unit: c.source!, city: c.city!, ability: copied }));
      return null;
    }
    case 'ckm': {
      unitOf(s, card)?.tokens.push(2);
      return null;
    }
    case 'ironGate':
      pickIronGate(s, card);
      return null;
    case 'moveNY':
      moveUnit(s, card, 5, true);
      return null;
    case 'convoy':
      moveUnit(s, card, s.active + 1, false);
      return null;
    case 'capacity':
    case 'spiders':
    case 'fallbackRobot':
    case 'districtKill':
    case 'bombMoloch':
    case 'bombOutpost':
      kill(s, card, c.kind);
      return null;
    default:
      return null;
  }
}
