/**
 * GraphiQL as it ships falls short of what every page here must meet (no serious axe-core
 * finding): its editors' hidden text areas have no label, and each tab puts a button inside an
 * element that is itself the tab. This mends the page it renders, and keeps mending it as
 * GraphiQL redraws (new tabs, a new response): names for the editors, and the tab's role moved
 * onto the button a keyboard reaches.
 */
const EDITORS: ReadonlyArray<[selector: string, name: string]> = [
  ['.graphiql-query-editor textarea', 'GraphQL query'],
  ['.graphiql-editor-tool .graphiql-editor:nth-child(1) textarea', 'Variables (JSON)'],
  ['.graphiql-editor-tool .graphiql-editor:nth-child(2) textarea', 'Headers (JSON)'],
  ['.graphiql-response textarea', 'Response'],
];

function mend(root: ParentNode): void {
  for (const [selector, name] of EDITORS)
    for (const area of root.querySelectorAll(selector)) if (!area.hasAttribute('aria-label')) area.setAttribute('aria-label', name);
  // The editor's suggestions open in a list of their own, appended to the page's body.
  for (const list of root.querySelectorAll('.CodeMirror-hints'))
    if (!list.hasAttribute('aria-label')) list.setAttribute('aria-label', 'Suggestions');
  for (const area of root.querySelectorAll('.CodeMirror textarea'))
    if (!area.hasAttribute('aria-label')) area.setAttribute('aria-label', 'Editor');
  for (const tab of root.querySelectorAll('li[role="tab"]')) {
    const button = tab.querySelector('button');
    if (!button) continue;
    button.setAttribute('role', 'tab');
    button.setAttribute('aria-selected', tab.getAttribute('aria-selected') ?? 'false');
    tab.setAttribute('role', 'presentation');
    tab.removeAttribute('aria-selected');
  }
}

export function mendGraphiQL(root: HTMLElement): void {
  mend(root.ownerDocument.body);
  new MutationObserver(() => mend(root.ownerDocument.body)).observe(root.ownerDocument.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-selected', 'role'],
  });
}
