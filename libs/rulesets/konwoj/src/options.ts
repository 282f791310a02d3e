/**
 * Options: where the rulebook can be read two ways and an organiser could reasonably want the
 * other reading (digest §10), the match setup chooses; the defaults are the digest's readings.
 * Each is documented in docs/rulesets/konwoj-catalogue.md, section "Options".
 */
import { z } from 'zod';
import { DISTRICT_EFFECTS } from './catalogue';

export const optionsSchema = z
  .object({
    mulliganOrder: z
      .enum(['any', 'moloch-first'])
      .default('any')
      .describe('A1: the mulligan decisions in any order, or Moloch first then Outpost'),
    battleTarget: z
      .enum(['any', 'first'])
      .default('any')
      .describe('A41: Moloch chooses any undestroyed district, or must take the first one in city order'),
    spiderOverflow: z
      .enum(['disabled-only', 'any-spiders'])
      .default('disabled-only')
      .describe('A15: which Spiders overflow: those whose ability just stopped, or any Spiders in the city'),
    naglyAtakSkipsOutpostModules: z.boolean().default(true).describe('A21: Nagły Atak skips Phase V(a) as well as V (true) or V only'),
    klaunNeedsTwoSoldiers: z
      .boolean()
      .default(false)
      .describe('A28: Klaun kills min(2, Soldiers present) (false) or cannot be used with fewer than 2 Soldiers'),
    fallbackWhenAllImmune: z
      .enum(['nothing', 'hand'])
      .default('nothing')
      .describe('A31: Komandos / Kpt. Johnson with only immune Robots present: nothing, or a random hand card'),
    jerseyExtraDistrict: z.enum(DISTRICT_EFFECTS).default('NONE').describe('A36: the effect of Jersey Crust’s extra district'),
    abilitiesInFutureCities: z
      .boolean()
      .default(true)
      .describe('A44: DISCARD and move abilities of units in future cities work (true) or only in the active city'),
    fieldBlocksOutpostPushes: z
      .boolean()
      .default(false)
      .describe('A46: Pole Elektromagnetyczne blocks only Moloch’s own moves (false) or captured-Kasparov pushes too'),
    timeExpired: z
      .enum(['draw', 'moloch', 'outpost'])
      .default('draw')
      .describe('The rulebook has no clock: a match whose time runs out is drawn, or won by the side named'),
  })
  .strict();

export type Options = z.infer<typeof optionsSchema>;
