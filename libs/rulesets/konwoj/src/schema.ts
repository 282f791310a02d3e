/**
 * zod schemas of the setup document and of one order document. Shapes only: the rules are
 * checked by setup() and decide(), so a refusal names its rule. Cards are named by instance
 * id (M01…M35, O01…O35), cities by index 1–5, districts by their catalogue id.
 */
import { z } from 'zod';
import { optionsSchema } from './options';

const card = z.string().regex(/^[MO]\d{2,3}$/);
const city = z.number().int().min(1).max(5);
const district = z.string().min(1).max(16);
/** A destination: any integer, so a move off the board is refused by its rule (OFF_BOARD), not as malformed. */
const dest = z.number().int();

export const setupSchema = z
  .object({
    /** The organiser's own catalogue (default: DEFAULT_CATALOGUE). */
    catalogue: z.unknown().optional(),
    /** 'server': the server shuffles and picks; 'physical': players report the cards they turn up. */
    deck: z.enum(['server', 'physical']).default('server'),
    options: optionsSchema.optional(),
  })
  .strict();

export type SetupDocument = z.infer<typeof setupSchema>;

/** One move of Odwrót / Ruch: a unit and the adjacent city it goes to. */
const move = z.object({ unit: card, to: dest }).strict();

export const orderSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('mulligan'), redraw: z.boolean() }).strict(),
  z.object({ type: z.literal('chooseBattleTarget'), district }).strict(),
  z.object({ type: z.literal('playUnit'), card, city }).strict(),
  z
    .object({
      type: z.literal('playInstant'),
      card,
      /** The unit, Module or card the instant acts on (Snajper, Rozkaz, Recykler, Medyk, Ruch…). */
      target: card.optional(),
      to: dest.optional(),
      /** Odwrót: one or two moves. */
      moves: z.array(move).min(1).max(2).optional(),
      /** Rozpoznanie: the Soldier(s) the two +1 tokens go on. */
      targets: z.array(card).min(1).max(2).optional(),
    })
    .strict(),
  z.object({ type: z.literal('playModule'), card, robot: card }).strict(),
  z
    .object({
      type: z.literal('useAbility'),
      unit: card,
      ability: z.enum(['move', 'discard']),
      /** The hand card(s) discarded to pay (Rozpruwacz may pay several at once, p.37). */
      discard: z.union([card, z.array(card).min(1).max(10)]).optional(),
      to: dest.optional(),
      /** Mózg: the Robot; Nestugov: the Module; Klaun: the own Robot. */
      target: card.optional(),
      /** Klaun: the Soldiers; Rozpruwacz: one per discarded card; Nestugov: the receiving Soldier. */
      targets: z.array(card).max(10).optional(),
    })
    .strict(),
  z.object({ type: z.literal('activateModule'), module: card, discard: card, target: card, to: dest.optional() }).strict(),
  z.object({ type: z.literal('useCityFeature'), city, discard: z.array(card).max(3), target: card.optional() }).strict(),
  z.object({ type: z.literal('pass') }).strict(),
  z
    .object({
      type: z.literal('choose'),
      card: card.optional(),
      cards: z.array(card).max(3).optional(),
      district: district.optional(),
      to: dest.optional(),
      decline: z.boolean().optional(),
    })
    .strict(),
  z.object({ type: z.literal('revealCard'), card }).strict(),
]);

export type Order = z.infer<typeof orderSchema>;
export type OrderType = Order['type'];
