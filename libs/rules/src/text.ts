import { violation, type RuleViolation } from './violation';

/**
 * Characters no name or reason may hold: control characters (C0 but tab and newline, DEL, C1),
 * which break terminals and CSV exports and can hide text, and the bidirectional overrides and
 * isolates (U+202A–U+202E, U+2066–U+2069), which make a name read otherwise than it is spelled.
 * Right-to-left scripts need none of them.
 */
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
/** Names are one line. */
const LINE_BREAK = /[\n\r\u2028\u2029]/;

/** How long each kind of text may be, in characters. */
export const TEXT_LIMITS = {
  /** A player's or a competition's name, a club, an account's display name, a key's name. */
  name: 80,
  /** An organiser's or a player's reason for a ruling, a dispute, a drop… */
  reason: 500,
} as const;

/**
 * The one rule for text a person writes and others read: not too long (`TEXT_LIMITS`), no control
 * characters or bidirectional overrides, and a name on one line. Answers the violation, with the
 * field at fault, or null. Pure.
 */
export function checkText(value: unknown, field: string, kind: keyof typeof TEXT_LIMITS, rule = 'text'): RuleViolation | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') return violation(rule, `${field} must be text`, 'BAD_TEXT', field);
  const max = TEXT_LIMITS[kind];
  if ([...value].length > max)
    return violation(rule, `${field} has ${[...value].length} characters; at most ${max} are kept`, 'TEXT_TOO_LONG', field);
  const bad = CONTROL.exec(value) ?? (kind === 'name' ? LINE_BREAK.exec(value) : null);
  if (bad) {
    const code = bad[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
    return violation(
      rule,
      `${field} holds U+${code}, a control or direction-override character that ${kind === 'name' ? 'a name' : 'text'} may not hold`,
      'BAD_TEXT',
      field,
    );
  }
  return null;
}
