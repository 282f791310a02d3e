/** Opponents' match-win % (MTG Tournament Rules, appendix C; ../match-win.ts). */
import { matchWinPercent, opponentsMatchWin } from '../match-win';
import { fixedTieBreak, perPlayer } from './tie-break';

export const omw = fixedTieBreak({
  id: 'omw',
  roundBound: false,
  name: { en: "Opponents' match-win %", pl: '% wygranych meczów rywali' },
  shortName: { en: 'OMW\u00a0%', pl: '%\u00a0WMR' },
  description: {
    en: "Opponents' match-win percentage: the average share of points the opponents won, each counted as at least one third (MTG Tournament Rules, appendix C); byes are not opponents.",
    pl: 'Procent wygranych meczów przeciwników: średni udział zdobytych przez nich punktów, każdy liczony jako co najmniej jedna trzecia (MTG Tournament Rules, dodatek C); pauza nie jest przeciwnikiem.',
  },
  computation: {
    kind: 'perPlayer',
    values: ({ table }) => {
      const mw = perPlayer(table, (p) => matchWinPercent(table, p));
      return perPlayer(table, (p) => opponentsMatchWin(table, mw, p));
    },
  },
});
