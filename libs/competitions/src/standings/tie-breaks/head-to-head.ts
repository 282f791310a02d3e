/**
 * Direct encounter (FIDE C.07 art. 6; ../direct-encounter.ts). Its value depends on who is
 * still tied when it comes up, so it splits each tied group itself rather than giving every
 * player one value.
 */
import { directEncounter } from '../direct-encounter';
import { fixedTieBreak } from './tie-break';

export const headToHead = fixedTieBreak({
  id: 'head-to-head',
  roundBound: false,
  name: { en: 'Direct encounter', pl: 'Pojedynki bezpośrednie' },
  shortName: { en: 'DE', pl: 'PB' },
  description: {
    en: 'Among players still tied: the points they scored in their games against each other; when not all of them met, a player is placed above only when no tied rival could still catch up (FIDE C.07 art. 6).',
    pl: 'Wśród graczy wciąż remisujących: punkty zdobyte w partiach między nimi; gdy nie wszyscy ze sobą grali, gracz jest wyżej tylko wtedy, gdy żaden z rywali nie mógłby go już dogonić (FIDE C.07 art. 6).',
  },
  computation: { kind: 'splitsGroup', split: directEncounter },
});
