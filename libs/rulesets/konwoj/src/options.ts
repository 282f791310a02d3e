/**
 * Options: where the rulebook can be read two ways and an organiser could reasonably want the
 * other reading (digest §10), the match setup chooses; the defaults are the digest's readings.
 * Each is documented in docs/rulesets/konwoj-catalogue.md, section "Options".
 */
import { z } from 'zod';
import { DISTRICT_EFFECTS } from './catalogue';

export const optionsSchema = z
  .object({
    /** A1: the mulligan decisions in any order, or Moloch first then Outpost. */
    mulliganOrder: z.enum(['any', 'moloch-first']).default('any'),
    /** A41: Moloch chooses any undestroyed district, or must take the first one in city order. */
    battleTarget: z.enum(['any', 'first']).default('any'),
    /** A15: which Spiders overflow: those whose ability just stopped (default), or any Spiders in the city. */
    spiderOverflow: z.enum(['disabled-only', 'any-spiders']).default('disabled-only'),
    /** A21: Nagły Atak skips Phase V only, or V and V(a) (default). */
    naglyAtakSkipsOutpostModules: z.boolean().default(true),
    /** A28: Klaun kills min(2, Soldiers present) (default) or cannot be used with fewer than 2 Soldiers. */
    klaunNeedsTwoSoldiers: z.boolean().default(false),
    /** A31: Komandos/Kpt. Johnson with only immune Robots present: nothing (default) or a random hand card. */
    fallbackWhenAllImmune: z.enum(['nothing', 'hand']).default('nothing'),
    /** A36: the effect of Jersey Crust's extra district. */
    jerseyExtraDistrict: z.enum(DISTRICT_EFFECTS).default('NONE'),
    /** A44: DISCARD and move abilities of units in future cities work (default) or only in the active city. */
    abilitiesInFutureCities: z.boolean().default(true),
    /** A46: Pole Elektromagnetyczne blocks only Moloch's own moves (default) or also captured-Kasparov pushes. */
    fieldBlocksOutpostPushes: z.boolean().default(false),
    /** The rulebook has no clock: a match whose time runs out is drawn (default) or won by a side. */
    timeExpired: z.enum(['draw', 'moloch', 'outpost']).default('draw'),
  })
  .strict();

export type Options = z.infer<typeof optionsSchema>;
