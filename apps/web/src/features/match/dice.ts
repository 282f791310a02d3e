/** A die the picker asks for: its type and, where the game reads colours, its colour. */
export interface DieSlot {
  sides: number;
  colour: string | null;
  /** What the group is for, as the game names it ("pair (white)"). */
  label: string | null;
}

/**
 * One slot per die a pending roll needs, group by group: two d6 of one colour and one of another
 * is three slots. A group's colour is the word its label gives in brackets ("pair (white)"), as
 * Solaris VII names its dice; a game that reads no colours gives none.
 */
export function diceSlots(groups: ReadonlyArray<{ count: number; sides: number; label?: string | null }>): DieSlot[] {
  return groups.flatMap((g) => {
    const colour = /\(([^)]+)\)/.exec(g.label ?? '')?.[1]?.trim() || null;
    return Array.from({ length: g.count }, () => ({ sides: g.sides, colour, label: g.label ?? null }));
  });
}

/** The dice to report, once every slot has a value within its die: `recordRoll(dice:)`. */
export function reportedDice(
  slots: readonly DieSlot[],
  values: ReadonlyArray<number | null>,
): Array<{ sides: number; value: number; colour?: string }> | null {
  if (values.length !== slots.length) return null;
  const dice = slots.map((slot, i) => {
    const value = values[i];
    if (value === null || !Number.isInteger(value) || value < 1 || value > slot.sides) return null;
    return slot.colour ? { sides: slot.sides, value, colour: slot.colour } : { sides: slot.sides, value };
  });
  return dice.every((d) => d !== null) ? dice : null;
}

/** Dice as a person names them: "2d6", "1d20 + 1d6". */
export function diceNotation(groups: ReadonlyArray<{ count: number; sides: number }>): string {
  return groups.map((g) => `${g.count}d${g.sides}`).join(' + ');
}
