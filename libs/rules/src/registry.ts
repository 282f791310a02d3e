import type { Ruleset, RulesetInfo } from './ruleset';

export class UnknownRulesetError extends Error {
  readonly code = 'UNKNOWN_RULESET';
  constructor(
    readonly id: string,
    readonly version: string | undefined,
    known: string[],
  ) {
    super(
      version === undefined
        ? `unknown ruleset "${id}" (known: ${known.join(', ') || 'none'})`
        : `ruleset "${id}" has no version "${version}" (known: ${known.join(', ') || 'none'})`,
    );
  }
}

/** Compares dotted versions numerically: 1.10.0 > 1.9.2. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((x) => parseInt(x, 10) || 0);
  const pb = b.split('.').map((x) => parseInt(x, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * Rulesets by id and version. A match pins the version it was created with, so an old
 * match replays with the rules it was played under, even after a newer version ships.
 */
export class RulesetRegistry {
  private readonly byId = new Map<string, Map<string, Ruleset>>();

  constructor(rulesets: Ruleset[] = []) {
    rulesets.forEach((r) => this.register(r));
  }

  register(ruleset: Ruleset): this {
    const versions = this.byId.get(ruleset.id) ?? new Map<string, Ruleset>();
    if (versions.has(ruleset.version)) throw new Error(`ruleset ${ruleset.id}@${ruleset.version} is registered twice`);
    versions.set(ruleset.version, ruleset);
    this.byId.set(ruleset.id, versions);
    return this;
  }

  /** The given version, or the newest when no version is named. */
  get(id: string, version?: string): Ruleset {
    const versions = this.byId.get(id);
    if (!versions) throw new UnknownRulesetError(id, version, [...this.byId.keys()]);
    if (version === undefined) {
      const newest = [...versions.keys()].sort(compareVersions).pop()!;
      return versions.get(newest)!;
    }
    const r = versions.get(version);
    if (!r)
      throw new UnknownRulesetError(
        id,
        version,
        [...versions.keys()].map((v) => `${id}@${v}`),
      );
    return r;
  }

  list(): RulesetInfo[] {
    return [...this.byId.values()]
      .flatMap((v) => [...v.values()])
      .map(({ id, version, name, summary, sides, matchMinutes }) => ({ id, version, name, summary, sides, matchMinutes }))
      .sort((a, b) => a.id.localeCompare(b.id) || compareVersions(a.version, b.version));
  }
}
