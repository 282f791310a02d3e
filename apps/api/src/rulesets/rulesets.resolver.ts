import { Inject } from '@nestjs/common';
import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import type { Ruleset, RulesetRegistry } from '@app/rules';
import { toJSONSchema } from 'zod';
import { DEFAULT_PAGE, pageOfArray, type ConnectionShape } from '../pagination';
import { RULESETS } from '../tokens';
import { RulesetConnection, RulesetType } from './ruleset.types';

export function rulesetType(r: Ruleset): RulesetType {
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

  @Query(() => RulesetConnection, { description: 'Every game and version the server can run.' })
  rulesets(
    @Args('first', { type: () => Int, defaultValue: DEFAULT_PAGE }) first: number,
    @Args('after', { type: () => String, nullable: true }) after?: string | null,
  ): ConnectionShape<RulesetType> {
    const all = this.registry.list().map((info) => rulesetType(this.registry.get(info.id, info.version)));
    return pageOfArray('rulesets', all, first, after);
  }

  @Query(() => RulesetType, { description: 'One ruleset; the newest version when none is named.' })
  ruleset(@Args('id') id: string, @Args('version', { nullable: true }) version?: string): RulesetType {
    return rulesetType(this.registry.get(id, version ?? undefined));
  }
}
