/** Opponents' strength of schedule: the average of the same opponents' own (../schedule-strength.ts). */
import { opponentsStrengthOfSchedule } from '../schedule-strength';
import { fixedTieBreak } from './tie-break';

export const soos = fixedTieBreak({
  id: 'soos',
  roundBound: false,
  name: { en: "Opponents' strength of schedule", pl: 'Siła rywali rywali' },
  shortName: { en: 'SoOS', pl: 'SRR' },
  description: {
    en: "Opponents' strength of schedule: the average of the opponents' own strength of schedule.",
    pl: 'Siła terminarza przeciwników: średnia z ich własnych sił terminarza.',
  },
  computation: {
    kind: 'perPlayer',
    values: ({ table, strengthOfSchedule }) => opponentsStrengthOfSchedule(table, [...strengthOfSchedule]),
  },
});
