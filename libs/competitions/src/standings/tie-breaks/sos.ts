/** Strength of schedule: the average points of the opponents met over the table (../schedule-strength.ts). */
import { fixedTieBreak } from './tie-break';

export const sos = fixedTieBreak({
  id: 'sos',
  roundBound: false,
  name: { en: 'Strength of schedule', pl: 'Siła rywali' },
  shortName: { en: 'SoS', pl: 'SR' },
  description: {
    en: 'Strength of schedule: the average points of the opponents met over the table; byes and forfeits are left out.',
    pl: 'Siła terminarza: średnia punktów przeciwników, z którymi gracz zagrał przy stole; pauzy i walkowery się nie liczą.',
  },
  computation: { kind: 'perPlayer', values: ({ strengthOfSchedule }) => [...strengthOfSchedule] },
});
