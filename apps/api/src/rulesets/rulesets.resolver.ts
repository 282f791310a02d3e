import { Inject } from '@nestjs/common';
import { Args, Query, Resolver } from '@nestjs/graphql';
import type { Ruleset, RulesetRegistry } from '@app/rules';
import { toJSONSchema } from 'zod';
import { RULESETS } from '../tokens';
import { RulesetType } from './ruleset.types';

export function rulesetType(r: Ruleset): RulesetType {
  return {
    id: r.id,
    version: r.version,
    name: r.name,
    summary: r.summary,
    sides: r.sides,
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

  @Query(() => [RulesetType], { description: 'Every game and version the server can run.' })
  rulesets(): RulesetType[] {
    return this.registry.list().map((info) => rulesetType(this.registry.get(info.id, info.version)));
  }

  @Query(() => RulesetType, { description: 'One ruleset; the newest version when none is named.' })
  ruleset(@Args('id') id: string, @Args('version', { nullable: true }) version?: string): RulesetType {
    return rulesetType(this.registry.get(id, version ?? undefined));
  }
}
