/** Where a player registers for the event: its public page, opened at the sign-up. */
export function joinUrl(origin: string, competitionId: string): string {
  return `${origin}/events/${encodeURIComponent(competitionId)}?join=1`;
}

/** An SVG (as the qrcode package writes it) as an image address: drawn from the page itself, nothing fetched. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The link as written under the code: without the scheme, which nobody types. */
export function readableUrl(url: string): string {
  return url.replace(/^https?:\/\//, '');
}
