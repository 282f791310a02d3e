/** Wins (FIDE C.07 art. 7.1; ../own-results.ts). */
import { wins as count } from '../own-results';
import { fixedTieBreak, perPlayer } from './tie-break';

export const wins = fixedTieBreak({
  id: 'wins',
  roundBound: false,
  name: { en: 'Wins', pl: 'Zwycięstwa' },
  shortName: { en: 'Wins', pl: 'Zw.' },
  description: {
    en: 'Rounds won, with or without playing: forfeit wins and byes scored as a win count (FIDE C.07 art. 7.1).',
    pl: 'Wygrane rundy, rozegrane lub nie: liczą się też walkowery i pauzy punktowane jak zwycięstwo (FIDE C.07 art. 7.1).',
  },
  computation: { kind: 'perPlayer', values: ({ table }) => perPlayer(table, (p) => count(table, p)) },
});
