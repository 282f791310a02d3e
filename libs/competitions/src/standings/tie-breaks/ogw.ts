/** Opponents' game-win % (MTG Tournament Rules, appendix C; ../match-win.ts). */
import { gameWinPercent, opponentsGameWin } from '../match-win';
import { fixedTieBreak, perPlayer } from './tie-break';

export const ogw = fixedTieBreak({
  id: 'ogw',
  roundBound: false,
  name: { en: "Opponents' game-win %", pl: '% wygranych gier rywali' },
  shortName: { en: 'OGW\u00a0%', pl: '%\u00a0WGR' },
  description: {
    en: "Opponents' game-win percentage: the average of the opponents' game-win percentages, each at least one third (MTG Tournament Rules, appendix C); byes are not opponents.",
    pl: 'Procent wygranych partii przeciwników: średnia ich procentów wygranych partii, każdy co najmniej jedna trzecia (MTG Tournament Rules, dodatek C); pauza nie jest przeciwnikiem.',
  },
  computation: {
    kind: 'perPlayer',
    values: ({ table }) => {
      const gw = perPlayer(table, (p) => gameWinPercent(table, p));
      return perPlayer(table, (p) => opponentsGameWin(table, gw, p));
    },
  },
});
