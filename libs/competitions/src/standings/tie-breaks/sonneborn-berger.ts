/** Sonneborn-Berger (FIDE C.07 art. 9.1; ../sonneborn-berger.ts). */
import { sonnebornBerger as sum } from '../sonneborn-berger';
import { fixedTieBreak, perPlayer } from './tie-break';

export const sonnebornBerger = fixedTieBreak({
  id: 'sonneborn-berger',
  roundBound: true,
  name: { en: 'Sonneborn-Berger', pl: 'Sonneborn-Berger' },
  shortName: { en: 'SB', pl: 'S\u2011B' },
  description: {
    en: 'The points of every opponent beaten, plus half of those of every opponent drawn with (FIDE C.07 art. 9.1); a round not played counts as a game against the stand-in of art. 16.4.',
    pl: 'Punkty każdego pokonanego przeciwnika plus połowa punktów każdego, z którym padł remis (FIDE C.07 art. 9.1); runda nierozegrana liczy się jak partia z zastępczym przeciwnikiem z art. 16.4.',
  },
  computation: { kind: 'perPlayer', values: ({ table, unplayed }) => perPlayer(table, (p) => sum(table, unplayed, p)) },
});
