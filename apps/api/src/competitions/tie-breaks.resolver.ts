import { Args, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { parseTieBreak } from '@app/competitions';
import { LANGUAGE_ARG, LanguageEnum, TieBreakOptionType } from '../rulesets/ruleset.types';
import { tieBreakOption, tieBreakOptionsOf } from '../rulesets/tie-break-options';
import { CompetitionType, TieBreakValueType } from './competition.types';

/**
 * A competition's tie-breaks as the registry describes them, in the language asked for: beside
 * the bare ids of `Competition.tieBreaks`, for the pages that name and explain them.
 */
@Resolver(() => CompetitionType)
export class CompetitionTieBreaksResolver {
  @ResolveField(() => [TieBreakOptionType], {
    // Nullable, as every field with arguments in a mutation's answer: a refused one nulls itself, not the answer.
    nullable: true,
    description:
      "The competition's tie-breaks in the order they break ties (as `tieBreaks`), each named, described and read as `Ruleset.tieBreakOptions` gives it, in `language`.",
  })
  tieBreakDetails(
    @Parent() c: Pick<CompetitionType, 'tieBreaks'>,
    @Args('language', LANGUAGE_ARG)
    language: LanguageEnum,
  ): TieBreakOptionType[] {
    return tieBreakOptionsOf(c.tieBreaks, language);
  }
}

/** The tie-break of a player's value, for a client that reads a standings row alone. */
@Resolver(() => TieBreakValueType)
export class TieBreakValueResolver {
  @ResolveField(() => TieBreakOptionType, {
    nullable: true,
    description:
      'The tie-break this value is of, named and described in `language` (as `Competition.tieBreakDetails`; a table asks there once rather than on every row).',
  })
  tieBreak(
    @Parent() v: Pick<TieBreakValueType, 'id'>,
    @Args('language', LANGUAGE_ARG)
    language: LanguageEnum,
  ): TieBreakOptionType {
    return tieBreakOption(parseTieBreak(v.id), language);
  }
}
