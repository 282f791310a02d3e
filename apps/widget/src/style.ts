/**
 * The widget's styles, inside its shadow root: nothing of the page's styles leaks in, and
 * nothing of these leaks out. A page restyles it through the custom properties (set on the
 * element, they win over these defaults) and the parts (`::part(table)`, `::part(row)`…).
 * Both themes keep text at 4.5:1 or more against its background.
 */
export const CSS = `
:host {
  --tabletop-bg: #ffffff;
  --tabletop-fg: #1b1b1f;
  --tabletop-muted: #4d4d57;
  --tabletop-border: #d0d0d7;
  --tabletop-stripe: #f3f3f6;
  --tabletop-accent: #0b57d0;
  --tabletop-font: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  --tabletop-font-size: 1rem;
  --tabletop-radius: 6px;
  --tabletop-pad: 0.5em 0.6em;
  display: block;
  color-scheme: light;
}
:host([hidden]) { display: none; }
:host([theme="dark"]) {
  --tabletop-bg: #16161a;
  --tabletop-fg: #ececf1;
  --tabletop-muted: #b4b4c0;
  --tabletop-border: #3a3a44;
  --tabletop-stripe: #202026;
  --tabletop-accent: #8ab4f8;
  color-scheme: dark;
}
@media (prefers-color-scheme: dark) {
  :host(:not([theme="light"]):not([theme="dark"])) {
    --tabletop-bg: #16161a;
    --tabletop-fg: #ececf1;
    --tabletop-muted: #b4b4c0;
    --tabletop-border: #3a3a44;
    --tabletop-stripe: #202026;
    --tabletop-accent: #8ab4f8;
    color-scheme: dark;
  }
}
:host([density="compact"]) { --tabletop-font-size: 0.875rem; --tabletop-pad: 0.2em 0.4em; }
.frame {
  background: var(--tabletop-bg);
  color: var(--tabletop-fg);
  font-family: var(--tabletop-font);
  font-size: var(--tabletop-font-size);
  line-height: 1.4;
  border: 1px solid var(--tabletop-border);
  border-radius: var(--tabletop-radius);
  padding: 0.5em;
}
.scroll { overflow-x: auto; }
.scroll:focus-visible, a:focus-visible { outline: 2px solid var(--tabletop-accent); outline-offset: 2px; }
table { border-collapse: collapse; width: 100%; }
caption, .title { caption-side: top; text-align: start; font-weight: 600; font-size: 1.05em; margin: 0 0 0.4em; padding: 0; }
th, td { padding: var(--tabletop-pad); text-align: start; border-bottom: 1px solid var(--tabletop-border); }
thead th { color: var(--tabletop-muted); font-weight: 600; font-size: 0.9em; white-space: nowrap; }
tbody th { font-weight: 400; }
tbody tr:nth-child(even) { background: var(--tabletop-stripe); }
.num { text-align: end; font-variant-numeric: tabular-nums; white-space: nowrap; width: 1%; }
.strong { font-weight: 700; }
.name { overflow-wrap: break-word; }
.result { white-space: nowrap; }
.tag { color: var(--tabletop-muted); font-size: 0.85em; }
.note, .state { color: var(--tabletop-muted); margin: 0.4em 0 0; }
.state:empty { display: none; }
.link { margin: 0.4em 0 0; font-size: 0.9em; }
a { color: var(--tabletop-accent); }
.vh { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
`;
