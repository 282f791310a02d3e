/** Game-win %: of games played over the table only (../match-win.ts). */
import { gameWinPercent } from '../match-win';
import { fixedTieBreak, perPlayer } from './tie-break';

export const gw = fixedTieBreak({
  id: 'gw',
  roundBound: false,
  name: { en: 'Game-win %', pl: '% wygranych gier' },
  shortName: { en: 'GW\u00a0%', pl: '%\u00a0WG' },
  description: {
    en: 'Game-win percentage: the share of the possible points the player won in games played over the table; byes and forfeits are left out.',
    pl: 'Procent wygranych partii: część możliwych punktów zdobyta przez gracza w partiach rozegranych przy stole; pauzy i walkowery się nie liczą.',
  },
  computation: { kind: 'perPlayer', values: ({ table }) => perPlayer(table, (p) => gameWinPercent(table, p)) },
});
