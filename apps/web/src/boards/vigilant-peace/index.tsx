import type { GameUi } from '../types';
import { describeAction } from './actions';
import { VigilantPeaceBoard } from './Board';
import { fieldChoices } from './fields';
import { describeOrder } from './orders';
import { describePending } from './pending';
import { sideName } from './words';

/** Vigilant Peace (Бдительный мир) on the match page and in the replay viewer. */
export const vigilantPeaceUi: GameUi = {
  Board: VigilantPeaceBoard,
  sideName,
  describeOrder,
  describeAction,
  describePending,
  fieldChoices,
};
