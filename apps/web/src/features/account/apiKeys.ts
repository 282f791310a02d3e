/**
 * The API keys page's rules, apart from the page: when a new key expires, and which field a
 * refusal of the server belongs to. The server checks the same limits (api-keys.service.ts); the
 * page checks them first so a mistake is shown at its field before anything is sent.
 */

/** How far ahead a key's expiry may be, in days: the server's limit. */
export const MAX_KEY_DAYS = 730;
/** A key's name: 1 to 80 characters, as the server takes it. */
export const MAX_NAME_LENGTH = 80;

const DAY_MS = 86_400_000;

/** When a new key stops working: never, after a set time, or at the end of a chosen day. */
export type ExpiryChoice = 'never' | 'days30' | 'days90' | 'days365' | 'date';
export const EXPIRY_CHOICES: readonly ExpiryChoice[] = ['never', 'days30', 'days90', 'days365', 'date'];
const PRESET_DAYS: Partial<Record<ExpiryChoice, number>> = { days30: 30, days90: 90, days365: 365 };

export type ExpiryProblem = 'dateRequired' | 'datePast' | 'dateTooFar';

/**
 * The expiry to send for a choice (ISO 8601, or null for a key that works until revoked), or
 * what is wrong with it. A chosen day (`YYYY-MM-DD`, as a date input gives it) ends at
 * 23:59:59 of that day where the reader is.
 */
export function expiryOf(choice: ExpiryChoice, day: string, now: Date): { expiresAt: string | null } | { problem: ExpiryProblem } {
  if (choice === 'never') return { expiresAt: null };
  const days = PRESET_DAYS[choice];
  if (days !== undefined) return { expiresAt: new Date(now.getTime() + days * DAY_MS).toISOString() };
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day.trim());
  if (!match) return { problem: 'dateRequired' };
  const end = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59);
  if (Number.isNaN(end.getTime()) || end.getDate() !== Number(match[3])) return { problem: 'dateRequired' };
  if (end.getTime() <= now.getTime()) return { problem: 'datePast' };
  if (end.getTime() > now.getTime() + MAX_KEY_DAYS * DAY_MS) return { problem: 'dateTooFar' };
  return { expiresAt: end.toISOString() };
}

/** A day as a date input writes it (`YYYY-MM-DD`), in the reader's time zone. */
export function dayOf(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** The days a date input offers: from today to the last day whose end is still within the limit. */
export function dayBounds(now: Date): { min: string; max: string } {
  return { min: dayOf(now), max: dayOf(new Date(now.getTime() + (MAX_KEY_DAYS - 1) * DAY_MS)) };
}

export type NameProblem = 'nameRequired' | 'nameTooLong';

export function nameProblem(name: string): NameProblem | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'nameRequired';
  if (trimmed.length > MAX_NAME_LENGTH) return 'nameTooLong';
  return null;
}

/** The form's field a server's VALIDATION refusal names, or null for one shown above the form. */
export function fieldOfRefusal(field: string | null): 'name' | 'expiry' | null {
  if (field === 'name') return 'name';
  if (field === 'expiresAt') return 'expiry';
  return null;
}
