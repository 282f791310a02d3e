/**
 * zod schemas of the setup document and of one order document. Shapes only: the rules are
 * checked by setup() and decide(), so a refusal names its rule. Cards are named by instance
 * id (M01…M35, O01…O35), cities by index 1–5, districts by their catalogue id.
 */
import { z } from 'zod';
import { optionsSchema } from './options';

/** A card by instance id; each field's own description says which card it names. */
const card = z
  .string()
  .regex(/^[MO]\d{2,3}$/)
  .describe('Card instance id: `M01`… Moloch, `O01`… Outpost, in catalogue order');
const city = z
  .number()
  .int()
  .min(1)
  .max(5)
  .describe('City number: 1 Ziggy One, 2 Iron Gate, 3 Cleveland Harbour, 4 Jersey Crust, 5 New York');
const district = z.string().min(1).max(16).describe('District id from the catalogue (`Z1`, `I2`…; `J+` for Jersey Crust’s extra one)');
/** A destination: any integer, so a move off the board is refused by its rule (OFF_BOARD), not as malformed. */
const dest = z.number().int();

export const setupSchema = z
  .object({
    catalogue: z
      .unknown()
      .optional()
      .describe('The organiser’s cards and cities (format in konwoj-catalogue.md); default: the shipped catalogue'),
    deck: z
      .enum(['server', 'physical'])
      .default('server')
      .describe('"server": the server shuffles and picks; "physical": players report each card drawn (`revealCard`)'),
    options: optionsSchema
      .optional()
      .describe('Readings of rules the rulebook leaves open (konwoj-catalogue.md, “Options”); each has a default'),
  })
  .strict();

export type SetupDocument = z.infer<typeof setupSchema>;

/** One move of Odwrót / Ruch: a unit and the adjacent city it goes to. */
const move = z
  .object({
    unit: card.describe('The Soldier moved'),
    to: dest.describe('City (1–5) it moves to, adjacent to where it stands'),
  })
  .strict();

export const orderSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('mulligan'),
      redraw: z.boolean().describe('true: return the four starting cards, shuffle and draw four again; false: keep them'),
    })
    .strict(),
  z
    .object({
      type: z.literal('chooseBattleTarget'),
      district: district.describe('The undestroyed district of the active city the battle is for (`Z1`, `I2`…)'),
    })
    .strict(),
  z
    .object({
      type: z.literal('playUnit'),
      card: card.describe('The Robot, Soldier or Building played from hand'),
      city: city.describe('City it enters: 1 Ziggy One … 5 New York, not destroyed, with a free position'),
    })
    .strict(),
  z
    .object({
      type: z.literal('playInstant'),
      card: card.describe('The Instant played from hand'),
      target: card.optional().describe('The unit or Module it acts on (Ruch, Odepchnięcie, Rozkaz Odwrotu, Recykler, Snajper, Medyk)'),
      to: dest.optional().describe('Ruch, Odepchnięcie: the city (1–5) the target moves to, adjacent to its own'),
      moves: z.array(move).min(1).max(2).optional().describe('Odwrót: one or two Soldier moves, made in this order'),
      targets: z
        .array(card)
        .min(1)
        .max(2)
        .optional()
        .describe('Rozpoznanie: the Soldiers the two +1 tokens go on (the same one twice allowed)'),
    })
    .strict(),
  z
    .object({
      type: z.literal('playModule'),
      card: card.describe('The Module played from hand'),
      robot: card.describe('The Robot of the active city, without a Module, that it goes on'),
    })
    .strict(),
  z
    .object({
      type: z.literal('useAbility'),
      unit: card.describe('The own unit in play whose ability is used'),
      ability: z.enum(['move', 'discard']).describe('"move": Szerszeń’s or Biegacz’s move; "discard": a DISCARD ability, paid from hand'),
      // Rozpruwacz may pay several cards at once (p.37).
      discard: z
        .union([card, z.array(card).min(1).max(10)])
        .optional()
        .describe('The card from hand that pays a DISCARD ability; Rozpruwacz may pay with a list'),
      to: dest.optional().describe('"move": the city (1–5) the unit moves to, adjacent to its own'),
      target: card.optional().describe('Mózg: a Robot of its city; Klaun: an own Robot of its city; Nestugov: the Module taken'),
      targets: z
        .array(card)
        .max(10)
        .optional()
        .describe('Soldiers of its city: Klaun’s two (or those present), Rozpruwacz’s one per discard, Nestugov’s receiver'),
    })
    .strict(),
  z
    .object({
      type: z.literal('activateModule'),
      module: card.describe('The Kasparov or Sieci Module activated, in the active city'),
      discard: card.describe('The card from hand that pays the activation'),
      target: card.describe('The opposing unit of the active city: a Soldier for Moloch, a Robot for Outpost'),
      to: dest.optional().describe('Kasparov: the city (1–5) the target is pushed to, adjacent to the active one'),
    })
    .strict(),
  z
    .object({
      type: z.literal('useCityFeature'),
      city: city.describe('The active city, whose feature is used'),
      discard: z.array(card).max(3).describe('The cards from Outpost’s hand paying the feature’s cost (one fewer with Patriota)'),
      target: card.optional().describe('Iron Gate: the Robot killed there; New York: the Soldier moved between Jersey Crust and New York'),
    })
    .strict(),
  z.object({ type: z.literal('pass') }).strict(),
  z
    .object({
      type: z.literal('choose'),
      card: card.optional().describe('The card chosen, one of the pending choice’s options (the view’s `choice`)'),
      cards: z.array(card).max(3).optional().describe('Narada Wojenna: the two drawn cards kept'),
      district: district.optional().describe('Moloch’s win: the other district he destroys'),
      to: dest.optional().describe('Zwiadowca: the city (1–5) the chosen Soldier moves to, adjacent to Zwiadowca’s'),
      decline: z.boolean().optional().describe('true: decline an optional effect (“may”)'),
    })
    .strict(),
  z
    .object({
      type: z.literal('revealCard'),
      card: card.describe('Physical decks: the card taken from the top of a deck, or Moloch’s random pick'),
    })
    .strict(),
]);

export type Order = z.infer<typeof orderSchema>;
export type OrderType = Order['type'];
