/** Median Buchholz (FIDE C.07 art. 14.3, median-1): the lowest and the highest value cut (../buchholz.ts). */
import { cut } from '../buchholz';
import { fixedTieBreak, perPlayer } from './tie-break';

export const medianBuchholz = fixedTieBreak({
  id: 'median-buchholz',
  roundBound: true,
  name: { en: 'Median Buchholz', pl: 'Buchholz medianowy' },
  shortName: { en: 'Med. Buch', pl: 'Buchh. med.' },
  description: {
    en: "Buchholz without the weakest and the strongest opponent's points (FIDE C.07 art. 14.3, median-1); the lowest is cut as for Buchholz cut 1.",
    pl: 'Buchholz bez punktów najsłabszego i najsilniejszego przeciwnika (FIDE C.07 art. 14.3, mediana-1); najniższą wartość odcina się jak w Buchholzu bez najniższego wyniku.',
  },
  computation: { kind: 'perPlayer', values: ({ table, contributions }) => perPlayer(table, (p) => cut(contributions[p], 1, 1)) },
});
