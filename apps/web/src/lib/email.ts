/** A plausible e-mail address: something, an @, a domain with a dot. A hint before asking; the API has the last word. */
export function looksLikeEmail(text: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim());
}
