/**
 * Every game's order reference and worked example, by ruleset id: what
 * docs/rulesets/<id>-orders.md and docs/examples/<id>.jsonl are generated from.
 */
import type { GameReference } from '@app/releases';
import * as konwoj from './konwoj/src';
import * as solaris7 from './solaris7/src';
import * as vigilantPeace from './vigilant-peace/src';
import * as warzone from './warzone/src';

export type { GameReference };

export const gameReferences: GameReference[] = [
  { ruleset: solaris7.solaris7, reference: solaris7.reference, exampleMatch: solaris7.exampleMatch },
  { ruleset: vigilantPeace.vigilantPeace, reference: vigilantPeace.reference, exampleMatch: vigilantPeace.exampleMatch },
  { ruleset: konwoj.konwoj, reference: konwoj.reference, exampleMatch: konwoj.exampleMatch },
  { ruleset: warzone.warzone, reference: warzone.reference, exampleMatch: warzone.exampleMatch },
];
