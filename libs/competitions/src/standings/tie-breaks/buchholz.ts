/** Buchholz (FIDE C.07 art. 8.1): the sum of a player's round-by-round contributions (../buchholz.ts). */
import { fixedTieBreak, perPlayer } from './tie-break';

export const buchholz = fixedTieBreak({
  id: 'buchholz',
  roundBound: true,
  name: { en: 'Buchholz', pl: 'Buchholz' },
  shortName: { en: 'Buch', pl: 'Buchh.' },
  description: {
    en: "The sum of the points of every opponent met: a harder schedule ranks higher. A round not played counts a stand-in's points (FIDE C.07 art. 8.1, 16.4); an opponent's rounds after withdrawing count as draws (art. 16.3).",
    pl: 'Suma punktów wszystkich przeciwników: kto grał z silniejszymi, jest wyżej. Za rundę nierozegraną liczą się punkty zastępczego przeciwnika (FIDE C.07 art. 8.1, 16.4); rundy przeciwnika po jego wycofaniu się liczą się jak remisy (art. 16.3).',
  },
  computation: {
    kind: 'perPlayer',
    values: ({ table, contributions }) => perPlayer(table, (p) => contributions[p].reduce((sum, c) => sum + c.value, 0)),
  },
});
