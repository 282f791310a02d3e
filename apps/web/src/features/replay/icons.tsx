/**
 * The replay controls' marks, drawn in the page's text colour. They are decoration: every button
 * says what it does in words (shown beside the mark on a wider screen, read out on every one).
 */
const PATHS = {
  first: 'M5 4h2v16H5zM19 4v16L8 12z',
  previous: 'M4 12l9-8v16zM13 12l8-7v14z',
  play: 'M7 4v16l13-8z',
  pause: 'M6 4h4v16H6zM14 4h4v16h-4z',
  next: 'M20 12l-9-8v16zM11 12L3 5v14z',
  last: 'M17 4h2v16h-2zM5 4v16l11-8z',
} as const;

export type ControlIcon = keyof typeof PATHS;

export function Icon({ name }: { name: ControlIcon }) {
  return (
    <svg className="replay-controls__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="currentColor" />
    </svg>
  );
}
