/**
 * What the order reference (docs/rulesets/konwoj-orders.md, generated) says of this game beyond
 * its order schema: each order's summary, rule and example, the rolls, the prompt sequence, the
 * game's own refusal codes, and the worked example match (docs/examples/konwoj.jsonl).
 */
import type { GameEvent, OrderReference, PlayerSeat } from '@app/rules';
import { ref, RULESET_ID } from './state';

export const reference: OrderReference = {
  rulesetId: RULESET_ID,
  conventions: [
    'Sides are `moloch` and `outpost`. Cities are numbered along the convoy’s road: 1 Ziggy One, 2 Iron Gate, 3 Cleveland Harbour, 4 Jersey Crust, 5 New York (p.3); two cities are adjacent when their numbers differ by one, and no move leaves 1–5.',
    'Cards are named by instance id: `M01`…`M35` for Moloch, `O01`…`O35` for Outpost, numbered in catalogue order (the view’s `catalogue` and `cards` map an id to its card, e.g. `M04` is Działo Gaussa in the default catalogue). A unit in play keeps its card’s id; a Module is named by its own id.',
    'Districts are named by their catalogue id (`Z1`, `Z2`, `I1`…); `J+` is the district the Jersey Crust feature adds (p.23).',
    'Rule references are pages of the Polish rulebook: `konwoj p.19`. Strength is a whole number: printed strength, tokens (+1, +2, −2) and Module strength (p.26–27).',
    'Decks: with `deck: "server"` the server shuffles (a server roll of shuffle dice) and picks at random (a server roll of one die); with `deck: "physical"` the players shuffle at the table and report every card that leaves a deck’s top with `revealCard` (Moloch also reports his random picks).',
  ],
  orders: [
    {
      type: 'mulligan',
      summary: 'Before the first battle, keep the four starting cards or return them, shuffle and draw four again; once per player.',
      rule: ref('p.3'),
      example: { type: 'mulligan', redraw: false },
      notes: ['Both players decide in any order (option `mulliganOrder: "moloch-first"`: Moloch first).'],
    },
    {
      type: 'chooseBattleTarget',
      summary: 'Moloch chooses the undestroyed district of the active city the battle is for (Phase II).',
      rule: ref('p.10'),
      example: { type: 'chooseBattleTarget', district: 'Z1' },
      notes: ['With one district left, or option `battleTarget: "first"`, it is chosen by itself.'],
    },
    {
      type: 'playUnit',
      summary: 'Play a Robot (Phase III) or a Soldier or Building (Phase IV) from hand into a non-destroyed city with a free position.',
      rule: ref('p.12–15, p.19–22'),
      example: { type: 'playUnit', card: 'M04', city: 1 },
      notes: [
        'A unit reaching a future city where the opponent has no card gets a +1 token (p.14, p.20); an entry ability asks its choice at once.',
      ],
    },
    {
      type: 'playInstant',
      summary: 'Play an Instant in its owner’s Attack phase; it resolves at once and is discarded.',
      rule: ref('p.17, p.22, p.35, p.39'),
      example: { type: 'playInstant', card: 'O30', target: 'O16', to: 2 },
      notes: [
        '`target`: the unit or Module acted on (Ruch, Odepchnięcie, Rozkaz Odwrotu, Recykler, Snajper, Medyk); `to`: the destination city of a move.',
        '`moves`: Odwrót’s one or two moves `{ unit, to }`; `targets`: the two Soldiers Rozpoznanie’s tokens go on (the same one twice allowed).',
        'After Zmasowany Atak Outpost plays no Instant in that Attack phase (p.39).',
      ],
    },
    {
      type: 'playModule',
      summary: 'Moloch attaches a Module from hand to a Robot of the active city without one (Phase V).',
      rule: ref('p.25'),
      example: { type: 'playModule', card: 'M25', robot: 'M04' },
    },
    {
      type: 'useAbility',
      summary:
        'Use a unit’s ability in its owner’s Attack phase: Szerszeń’s or Biegacz’s move once per battle, or a DISCARD ability paid with a card from hand.',
      rule: ref('p.9, p.17, p.22'),
      example: { type: 'useAbility', unit: 'M11', ability: 'discard', discard: 'M29', target: 'M04' },
      notes: [
        '`ability: "move"` with `to`: Szerszeń (p.37), Biegacz (p.32).',
        '`ability: "discard"` with `discard`: Mózg (`target`: a Robot of its city), Klaun (`target`: an own Robot, `targets`: two Soldiers, or those present), Rozpruwacz (a list of discards, one Soldier in `targets` each), Nestugov (`target`: the Module, `targets`: the Soldier receiving it).',
      ],
    },
    {
      type: 'activateModule',
      summary:
        'Activate Kasparov (push to an adjacent city) or Sieci (net for this battle) by a discard, in the holder’s Module phase, in the active city.',
      rule: ref('p.25–26, p.38'),
      example: { type: 'activateModule', module: 'M22', discard: 'M29', target: 'O16', to: 2 },
      notes: ['Moloch in Phase V; Outpost, holding a Module Nestugov captured, in Phase V(a).'],
    },
    {
      type: 'useCityFeature',
      summary:
        'Outpost uses the active city’s feature once per game in Phase IV, paying its cost in cards from hand (one less with Patriota there).',
      rule: ref('p.23'),
      example: { type: 'useCityFeature', city: 2, discard: ['O30', 'O35'], target: 'M04' },
      notes: [
        'Iron Gate kills a Robot there (`target`), Cleveland Harbour gives a position, Jersey Crust adds district J+, New York moves a Soldier between Jersey Crust and New York (`target`).',
      ],
    },
    {
      type: 'pass',
      summary: 'End the passing side’s phase (III, IV, V, V(a)).',
      rule: ref('p.12, p.19, p.25, p.26'),
      example: { type: 'pass' },
    },
    {
      type: 'choose',
      summary: 'Answer the pending choice: a card, a district, Narada’s two kept cards, Zwiadowca’s Soldier and city, or decline a “may”.',
      rule: ref('p.9'),
      example: { type: 'choose', card: 'O16' },
      notes: [
        '`card` (and `to` for Zwiadowca), `district` (Moloch’s win), `cards` (Narada Wojenna), `decline: true` for an optional effect; `{ "type": "choose" }` accepts a may-draw.',
        'The view’s `choice` lists the options and who chooses.',
      ],
    },
    {
      type: 'revealCard',
      summary: 'Physical decks: report the card taken from the top of a deck, or Moloch’s card picked at random.',
      rule: ref('p.3, p.6, p.33, p.36'),
      example: { type: 'revealCard', card: 'M04' },
      notes: ['The deck’s owner reports its top card; Moloch reports random picks. Refused with server decks: the server deals.'],
    },
  ],
  rolls: [
    {
      purpose: 'shuffle the Moloch deck / shuffle the Outpost deck',
      dice: 'one die of n, n−1, … 2 sides for a deck of n cards (the kernel’s shuffle dice)',
      when: 'server decks: at setup, after a mulligan redraw, after Iron Gate’s reveal; rolled by the server only',
      rule: ref('p.3, p.29'),
    },
    {
      purpose: "pick a random card of Moloch's hand",
      dice: '1 die with as many sides as the cards in Moloch’s hand (sorted by id)',
      when: 'server decks: Komandos or Kpt. Johnson with an empty Moloch deck and no Robot to take; rolled by the server only',
      rule: ref('p.33'),
    },
    {
      purpose: "pick a random card of Moloch's discard pile",
      dice: '1 die with as many sides as the cards in Moloch’s discard pile (pile order)',
      when: 'server decks: Obrońca’s win effect; rolled by the server only',
      rule: ref('p.36'),
    },
  ],
  prompts: [
    'Setup: four draws for each side (physical decks: `revealCard` by Moloch, then by Outpost), then each side’s `mulligan` (a redraw asks four draws again).',
    'Each battle, Phase I: two draws for each side; Moloch first has lost if he has no deck, no hand and no Robot in a city still standing (p.32).',
    'Phase II: Moloch’s `chooseBattleTarget` (skipped with one district left).',
    'Phase III: Moloch’s orders until his `pass`; an entry ability asks its `choose` at once (Łowca, Hybryda, Bydlak, Transporter), a draw asks a `revealCard`.',
    'Phase IV: Outpost’s orders until the `pass` (or Atak EMP, which ends the battle); entry abilities ask Outpost’s `choose` (Grupa, Haker, McPherson, Młody, Oddział, Scorn, Trep, Zwiadowca).',
    'Phase V: Moloch’s Modules until his `pass`; Phase V(a): Outpost’s captured Modules until the `pass`, only when one can act.',
    'Phase VI: resolution, then the winner’s choices in order: Operator CKM’s token, Moloch’s other district (`winDistrict`), the district’s kill or move to New York; a Bomb asks Moloch’s kill then Outpost’s; capacity and Spider removals when positions shrink.',
    'Phase VI(a): with no district left, Moloch’s `convoy` choice of the Robot that advances; then the next battle in the next city, until New York falls.',
  ],
  codes: {
    DISCARD_REQUIRED: 'a DISCARD ability is paid with one card from hand (Rozpruwacz: one or more), and none or a second was named (p.9)',
    DRAW_CONTRADICTS_DECK: 'the reported card cannot come from that deck or pick (physical decks), or was not dealt (server decks) (p.3)',
    ZMASOWANY_ATAK: 'Zmasowany Atak forbids Outpost Instants in this Attack phase (p.39)',
    JUGGERNAUT: 'Juggernaut cannot be moved (p.36)',
    HELD_BY_FIELD: 'Pole Elektromagnetyczne holds the Robot in its city (p.35)',
    BATTLE_ENDED: 'Atak EMP has ended the battle: no more Outpost attack orders in it (p.35)',
    NOT_ACTIVE_CITY: 'a city feature is used only in the active city (p.23)',
    WRONG_COST: 'the city feature is paid with a different number of cards (p.23, Patriota p.33)',
    BAD_CATALOGUE: 'the organiser’s catalogue is malformed (setup, p.2)',
    UNKNOWN_ABILITY: 'a catalogue card has an ability the engine does not know (setup, p.32)',
  },
  example: {
    title: 'Ziggy One falls in one battle: physical decks, a Transporter’s draw, a Module, and the convoy moves on to Iron Gate',
    notes: {
      1: 'The match is created with physical decks: the players shuffle at the table and report each card drawn.',
      2: 'Moloch reports the four cards of his starting hand (events 2–5), Outpost hers (6–9).',
      10: 'Both keep their hands (events 10–11); battle 1 begins in Ziggy One and each side draws two (12–15).',
      16: 'Phase II: Moloch attacks district Z1.',
      17: 'Phase III: Działo Gaussa (M04) into Ziggy One.',
      18: 'Transporter (M21) enters: Moloch may draw a card, accepts (19) and reports it (20).',
      21: 'Moloch passes: Phase IV.',
      22: 'Trep (O16) into Ziggy One; Outpost declines its draw (23).',
      24: 'Bunkier (O20) into Iron Gate, a future city: Buildings get no +1 token.',
      25: 'Outpost passes: Phase V.',
      26: 'Moduł Bojowy (M25) on Działo Gaussa: +1.',
      27: 'Moloch passes: resolution, Moloch 5 against Outpost 2. Moloch destroys Z2 too (the only choice), Z1 kills Trep, and Ziggy One has no district left.',
      28: 'The convoy: Moloch moves Działo Gaussa on to Iron Gate; Ziggy One is destroyed and battle 2 begins with two draws each (29–32).',
      33: 'Phase II in Iron Gate: Moloch attacks I2.',
    },
  },
};

const order = (side: string, o: { type: string } & Record<string, unknown>): GameEvent => ({
  type: 'OrderIssued',
  data: { side, order: o },
});
const reveal = (side: string, card: string) => order(side, { type: 'revealCard', card });

/** The worked example match: its seats, setup and events (physical decks: every draw is reported). */
export function exampleMatch(): { players: PlayerSeat[]; setup: unknown; events: GameEvent[] } | null {
  return {
    players: [
      { side: 'moloch', name: 'Ann' },
      { side: 'outpost', name: 'Bob' },
    ],
    setup: { deck: 'physical' },
    events: [
      ...['M04', 'M18', 'M21', 'M29'].map((c) => reveal('moloch', c)),
      ...['O16', 'O20', 'O30', 'O35'].map((c) => reveal('outpost', c)),
      order('moloch', { type: 'mulligan', redraw: false }),
      order('outpost', { type: 'mulligan', redraw: false }),
      reveal('moloch', 'M08'),
      reveal('moloch', 'M25'),
      reveal('outpost', 'O17'),
      reveal('outpost', 'O12'),
      order('moloch', { type: 'chooseBattleTarget', district: 'Z1' }),
      order('moloch', { type: 'playUnit', card: 'M04', city: 1 }),
      order('moloch', { type: 'playUnit', card: 'M21', city: 1 }),
      order('moloch', { type: 'choose' }),
      reveal('moloch', 'M33'),
      order('moloch', { type: 'pass' }),
      order('outpost', { type: 'playUnit', card: 'O16', city: 1 }),
      order('outpost', { type: 'choose', decline: true }),
      order('outpost', { type: 'playUnit', card: 'O20', city: 2 }),
      order('outpost', { type: 'pass' }),
      order('moloch', { type: 'playModule', card: 'M25', robot: 'M04' }),
      order('moloch', { type: 'pass' }),
      order('moloch', { type: 'choose', card: 'M04' }),
      reveal('moloch', 'M19'),
      reveal('moloch', 'M30'),
      reveal('outpost', 'O01'),
      reveal('outpost', 'O24'),
      order('moloch', { type: 'chooseBattleTarget', district: 'I2' }),
    ],
  };
}
