import type { GameUi } from '../types';
import { describeAction } from './actions';
import { Board } from './Board';
import { fieldChoices } from './fields';
import { konwojWords, sideName } from './names';
import { describeOrder } from './orders';
import { describePending } from './pending';

/** Neuroshima Konwój: its board and its orders, decisions and form fields in the reader's words. */
export const konwojUi: GameUi = {
  Board,
  sideName: (side, t) => sideName(side, konwojWords(t)),
  describeOrder,
  describeAction,
  describePending,
  fieldChoices,
};
