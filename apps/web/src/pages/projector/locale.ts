/**
 * The locale for times and numbers: the browser's own (its conventions: 15:20 or 3:20 PM, 1,5 or
 * 1.5) where it is of the page's language, else the page's language. An English page on an
 * en-GB machine writes 15:20; a Polish page on that machine writes Polish.
 */
export function displayLocale(language: string, preferred: readonly string[]): string {
  const base = language.toLowerCase().split('-')[0];
  return preferred.find((tag) => tag.toLowerCase().split('-')[0] === base) ?? language;
}
