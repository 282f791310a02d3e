import type { TFunction } from 'i18next';
import { gameWords } from './words';

/** The order types of "what may I do now", as a button names them (vigilantPeace:action.*). */
const ACTIONS = ['ActivateUnit', 'Manoeuvre', 'Shoot', 'ThrowGrenade', 'FireReal', 'Melee', 'EndActivation', 'EndTurn'] as const;
type Action = (typeof ACTIONS)[number];
const isAction = (type: string): type is Action => (ACTIONS as readonly string[]).includes(type);

/**
 * One entry of "what may I do now" as its button says it: the unit, then what it may do
 * ("A-1: melee"); the target, weapon and measured values are chosen in the form after.
 */
export function describeAction(type: string, actor: string | null, _state: unknown, common: TFunction): string {
  const t = gameWords(common);
  const what = isAction(type) ? t(`vigilantPeace:action.${type}`) : type;
  return actor ? `${actor}: ${what}` : what;
}
