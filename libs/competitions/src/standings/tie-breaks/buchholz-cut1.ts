/** Buchholz cut 1 (FIDE C.07 art. 14.1), a voluntary unplayed round cut first (art. 16.5; ../buchholz.ts). */
import { cut } from '../buchholz';
import { fixedTieBreak, perPlayer } from './tie-break';

export const buchholzCut1 = fixedTieBreak({
  id: 'buchholz-cut1',
  // It cuts one round of many; in a league, where most rounds are sat out, the rest still measure activity.
  roundBound: true,
  name: { en: 'Buchholz cut 1', pl: 'Buchholz bez najniższego wyniku' },
  shortName: { en: 'Buch\u00a0−1', pl: 'Buchh.\u00a0−1' },
  description: {
    en: "Buchholz without the weakest opponent's points, so one weak early opponent is forgiven (FIDE C.07 art. 14.1); when the player chose not to play a round (a requested bye, a forfeit loss), that round's value is the one cut (art. 16.5).",
    pl: 'Buchholz bez punktów najsłabszego przeciwnika, więc jeden słaby przeciwnik na początku nie obciąża gracza (FIDE C.07 art. 14.1); gdy gracz sam nie zagrał rundy (pauza na życzenie, przegrany walkower), odcina się wartość tej rundy (art. 16.5).',
  },
  computation: { kind: 'perPlayer', values: ({ table, contributions }) => perPlayer(table, (p) => cut(contributions[p], 1, 0)) },
});
