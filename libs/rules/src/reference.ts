/**
 * What a game says about its orders beyond their schemas, from which its order reference
 * (docs/rulesets/<id>-orders.md) is generated: a summary, the rule and an example of each order,
 * the rolls and the prompts a match log must answer, in the order they come, and the game's own
 * refusal codes. The fields, types and limits come from the order schema itself.
 */
export interface OrderDoc {
  type: string;
  /** What the order does, in a sentence. */
  summary: string;
  /** The rule it follows, e.g. `solaris7 §3.3`. */
  rule: string;
  /** A complete order the schema accepts. */
  example: { type: string } & Record<string, unknown>;
  /** When it may be given and anything a field's type does not say (units, coordinates). */
  notes?: string[];
}

export interface RollDoc {
  /** The `purpose` of the pending roll, as the log records it (a pattern in words when it varies). */
  purpose: string;
  /** The dice, e.g. `2d6 white + 1d6 black`. */
  dice: string;
  /** When the match asks for it and who rolls. */
  when: string;
  rule: string;
}

export interface OrderReference {
  rulesetId: string;
  /** How to read what orders carry: coordinates, facings, ids, measures (Markdown paragraphs). */
  conventions: string[];
  orders: OrderDoc[];
  rolls: RollDoc[];
  /** The sequence of prompts a match log answers, in the order they come (Markdown list items). */
  prompts: string[];
  /** The game's own refusal codes (beyond `SHARED_CODES`) and what each means. */
  codes: Record<string, string>;
  /** The worked example match log, docs/examples/<id>.jsonl: what happens at chosen event numbers. */
  example: { title: string; notes: Record<number, string> };
}
