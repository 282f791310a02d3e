import type { TFunction } from 'i18next';
import { cardLabel, konwojWords, languageOf } from './names';
import { readKonwoj } from './view';

/** The order types of "what may I do now" as the pending sentence words them (pending.action.*). */
const ACTIONS: Readonly<Record<string, string>> = {
  mulligan: 'mulligan',
  playInstant: 'playInstant',
  useAbility: 'useAbility',
  useCityFeature: 'useCityFeature',
  playModule: 'playModule',
  activateModule: 'activateModule',
  pass: 'pass',
};

/**
 * One entry of "what may I do now" as its button says it: the card it is for, then what it does
 * ("Hunter · M21: play a Robot"); the choices themselves (which city) are picked after.
 */
export function describeAction(type: string, actor: string | null, state: unknown, common: TFunction): string {
  const t = konwojWords(common);
  const view = readKonwoj(state);
  const key = type === 'playUnit' ? (actor?.startsWith('M') ? 'playRobot' : 'playOutpostUnit') : ACTIONS[type];
  const what = key ? t(`konwoj:pending.action.${key}` as 'konwoj:pending.action.pass', { city: '' }) : type;
  const text = what.charAt(0).toUpperCase() + what.slice(1);
  return actor ? `${cardLabel(view, actor, languageOf(t))}: ${what}` : text;
}
