/**
 * Match slip codes as the web app reads, writes and links them. The server decides what a code
 * is worth; this only tidies what a player types so that a typo of form (a dash, a space, lower
 * case) is no failed try, and tells them at once when what they typed cannot be a code.
 */

/** The symbols of a code: no 0, O, 1 or I (the server's alphabet). */
export const SLIP_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const SLIP_CODE_LENGTH = 8;

/** A code as typed, scanned or linked, in its one form (capitals, no dash or spaces); null when it cannot be a code. */
export function normalSlipCode(input: string): string | null {
  const code = input
    .replace(/^#/, '')
    .replace(/[\s\-–—.]/g, '')
    .toUpperCase();
  if (code.length !== SLIP_CODE_LENGTH) return null;
  for (const ch of code) if (!SLIP_CODE_ALPHABET.includes(ch)) return null;
  return code;
}

/** A code as printed and shown: `ABCD-EFGH`. */
export function printedSlipCode(code: string): string {
  const normal = normalSlipCode(code) ?? code;
  return normal.length === SLIP_CODE_LENGTH ? `${normal.slice(0, 4)}-${normal.slice(4)}` : normal;
}

/**
 * The address a slip's QR code opens: the code rides in the fragment, which the browser never
 * sends to a server (nor to its logs); `origin` is the server's public address.
 */
export function slipLink(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}/slip#${normalSlipCode(code) ?? code}`;
}
