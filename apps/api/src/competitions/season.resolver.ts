import { ResolveField, Parent, Resolver } from '@nestjs/graphql';
import { standingsOf, type StandingRow } from '@app/competitions';
import { rowsWithIds, type ViewedSeason } from './competition-view';
import { SeasonType, StandingRowType } from './competition.types';

/** A league season's table, computed from the competition only when a query asks for it. */
@Resolver(() => SeasonType)
export class SeasonResolver {
  @ResolveField(() => [StandingRowType], {
    description:
      "The season's table from its settled results, best first, with the league's scoring and tie-breaks: final once the season is closed.",
  })
  table(@Parent() season: ViewedSeason): Array<StandingRow & { id: string }> {
    const rows = standingsOf(season.state, { mode: 'settled', season: season.number });
    return rowsWithIds(season.state.created.competitionId, { season: season.number }, rows);
  }
}
