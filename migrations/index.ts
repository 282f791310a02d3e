import { EventStore1763769600000 } from './1763769600000-EventStore';
import { ReadModels1763769700000 } from './1763769700000-ReadModels';
import { EventNotifications1763769800000 } from './1763769800000-EventNotifications';
import { Accounts1763769900000 } from './1763769900000-Accounts';
import { Competitions1763770000000 } from './1763770000000-Competitions';
import { StandingsAndRatingPeriods1763770100000 } from './1763770100000-StandingsAndRatingPeriods';
import { ClockDeadlines1763770200000 } from './1763770200000-ClockDeadlines';
import { Processors1763770300000 } from './1763770300000-Processors';
import { SeatInvitations1763770400000 } from './1763770400000-SeatInvitations';
import { InFlightAppends1763770500000 } from './1763770500000-InFlightAppends';
import { PlayerAccounts1763770600000 } from './1763770600000-PlayerAccounts';
import { MatchSnapshots1763770700000 } from './1763770700000-MatchSnapshots';
import { CompetitionViews1763770800000 } from './1763770800000-CompetitionViews';
import { CompetitionRulesets1763770900000 } from './1763770900000-CompetitionRulesets';
import { Sessions1763771500000 } from './1763771500000-Sessions';
import { EntryInvitations1763771800000 } from './1763771800000-EntryInvitations';
import { SlipCodes1763772400000 } from './1763772400000-SlipCodes';
import { PairingSecrets1763772700000 } from './1763772700000-PairingSecrets';
import { SeasonHistory1763772900000 } from './1763772900000-SeasonHistory';
import { ApiKeyScopes1763773100000 } from './1763773100000-ApiKeyScopes';
import { Webhooks1763773300000 } from './1763773300000-Webhooks';
import { PlayerNodes1763773500000 } from './1763773500000-PlayerNodes';
import { ParkedStreams1763773700000 } from './1763773700000-ParkedStreams';

/** Every migration, oldest first. Append new classes at the end. */
export const migrations = [
  EventStore1763769600000,
  ReadModels1763769700000,
  EventNotifications1763769800000,
  Accounts1763769900000,
  Competitions1763770000000,
  StandingsAndRatingPeriods1763770100000,
  ClockDeadlines1763770200000,
  Processors1763770300000,
  SeatInvitations1763770400000,
  InFlightAppends1763770500000,
  PlayerAccounts1763770600000,
  MatchSnapshots1763770700000,
  CompetitionViews1763770800000,
  CompetitionRulesets1763770900000,
  Sessions1763771500000,
  EntryInvitations1763771800000,
  SlipCodes1763772400000,
  PairingSecrets1763772700000,
  SeasonHistory1763772900000,
  ApiKeyScopes1763773100000,
  Webhooks1763773300000,
  PlayerNodes1763773500000,
  ParkedStreams1763773700000,
];
