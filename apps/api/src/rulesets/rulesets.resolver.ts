import { Inject } from '@nestjs/common';
import { Args, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { presetOf, tieBreakCatalogue, type ParsedTieBreak } from '@app/competitions';
import type { Ruleset, RulesetRegistry } from '@app/rules';
import { GraphQLJSON } from 'graphql-scalars';
import { toJSONSchema } from 'zod';
import { pageOfArray, type ConnectionShape, FIRST_ARG, AFTER_ARG } from '../pagination';
import { RULESETS } from '../tokens';
import { LANGUAGE_ARG, LanguageEnum, RulesetConnection, RulesetType, SetupRefusalType, TieBreakOptionType } from './ruleset.types';
import { setupExampleOf } from './setup-examples';
import { setupRefusal, type SetupRefusal } from './setup-refusal';
import { tieBreakOption } from './tie-break-options';

/** A ruleset as its resolvers read it: the GraphQL fields, and the tie-breaks its game offers, words still in every language. */
export type ServedRuleset = RulesetType & { tieBreakOptions: ParsedTieBreak[] };

export function rulesetType(r: Ruleset): ServedRuleset {
  // The preset a competition starts from, read as createCompetition reads it (presetOf).
  const preset = presetOf(r);
  return {
    id: r.id,
    version: r.version,
    name: r.name,
    summary: r.summary,
    sides: r.sides,
    minSides: r.minSides ?? r.sides.length,
    matchMinutes: r.matchMinutes,
    setupSchema: safeSchema(r.setupSchema),
    orderSchema: safeSchema(r.orderSchema),
    scores: (r.scores ?? []).map((s) => ({
      name: s.name,
      description: s.description,
      min: s.min,
      max: s.max ?? null,
      integer: s.integer,
      rule: s.rule ?? null,
    })),
    competitionPreset: { scoring: preset.scoring, tieBreaks: preset.tieBreaks },
    tieBreakOptions: tieBreakCatalogue(preset.scoreNames),
  };
}

function safeSchema(schema: Ruleset['setupSchema']): unknown {
  try {
    return toJSONSchema(schema, { unrepresentable: 'any', io: 'input' });
  } catch {
    return {};
  }
}

@Resolver(() => RulesetType)
export class RulesetsResolver {
  constructor(@Inject(RULESETS) private readonly registry: RulesetRegistry) {}

  @Query(() => RulesetConnection, {
    description: "Every game and version the server can run, by game id, oldest version first: a game's last one is its newest.",
  })
  rulesets(
    @Args('first', FIRST_ARG)
    first: number,
    @Args('after', AFTER_ARG)
    after?: string | null,
  ): ConnectionShape<ServedRuleset> {
    const all = this.registry.list().map((info) => rulesetType(this.registry.get(info.id, info.version)));
    return pageOfArray('rulesets', all, first, after);
  }

  @Query(() => RulesetType, {
    // Nullable, so an unknown game or version nulls this field alone: the rest of the query stands.
    nullable: true,
    description:
      'One ruleset; the newest version when none is named. Null, with a VALIDATION error (reason UNKNOWN_RULESET), for a game or version the server does not have; the rest of the query stands.',
  })
  ruleset(
    @Args('id', { description: 'The ruleset id, e.g. "solaris7".' }) id: string,
    @Args('version', { nullable: true, description: 'A version the server serves (e.g. "1.0.0"); omitted: the newest.' }) version?: string,
  ): ServedRuleset {
    return rulesetType(this.registry.get(id, version ?? undefined));
  }

  @ResolveField(() => [TieBreakOptionType], {
    description:
      "Every tie-break a competition of the game may list, named and described in `language`: the fixed ones, then those of the game's scores (score:<name>, score:<name>:low, score:margin:<name>).",
  })
  tieBreakOptions(
    @Parent() r: ServedRuleset,
    @Args('language', LANGUAGE_ARG)
    language: LanguageEnum,
  ): TieBreakOptionType[] {
    return r.tieBreakOptions.map((t) => tieBreakOption(t, language));
  }

  @ResolveField(() => String, {
    nullable: true,
    description: 'The newest version of this game when it is newer than this one (new matches get it); null when this is the newest.',
  })
  newerVersion(@Parent() r: RulesetType): string | null {
    return this.registry.newerThan(r.id, r.version);
  }

  @ResolveField(() => GraphQLJSON, {
    nullable: true,
    description:
      'A setup document this version of the game accepts (its sample armies or teams), to start from and edit; null when there is none.',
  })
  setupExample(@Parent() r: RulesetType): unknown {
    const example = setupExampleOf(r.id);
    if (example === null) return null;
    // Served only when this version takes it: an older or newer version may read setups otherwise.
    return setupRefusal(this.registry, this.registry.get(r.id, r.version), example) ? null : example;
  }

  @ResolveField(() => SetupRefusalType, {
    nullable: true,
    description:
      "Why this version of the game would refuse a setup document (what createMatch, and a competition's engine matches, would answer); null when it accepts it. Nothing is created.",
  })
  setupRefusal(
    @Parent() r: RulesetType,
    @Args('setup', { type: () => GraphQLJSON, description: 'The setup document, as createMatch or play.setup takes it.' })
    setup: unknown,
  ): SetupRefusal | null {
    return setupRefusal(this.registry, this.registry.get(r.id, r.version), setup);
  }
}
