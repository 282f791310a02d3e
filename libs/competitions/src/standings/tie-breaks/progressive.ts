/** Progressive score (FIDE C.07 art. 7.5; ../own-results.ts). */
import { progressive as sum } from '../own-results';
import { fixedTieBreak, perPlayer } from './tie-break';

export const progressive = fixedTieBreak({
  id: 'progressive',
  // An absent round adds the unchanged total, so every round of the event counts.
  roundBound: true,
  name: { en: 'Progressive score', pl: 'Wynik progresywny' },
  shortName: { en: 'Prog.', pl: 'Progr.' },
  description: {
    en: 'The sum of the running scores after each round: points won early count more (FIDE C.07 art. 7.5).',
    pl: 'Suma wyników narastających po każdej rundzie: punkty zdobyte wcześniej ważą więcej (FIDE C.07 art. 7.5).',
  },
  computation: { kind: 'perPlayer', values: ({ table }) => perPlayer(table, (p) => sum(table, p)) },
});
