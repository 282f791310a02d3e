import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CSRF_HEADERS, graphqlHttpUrl, graphqlWsUrl } from '../lib/endpoints';
import { mendGraphiQL } from './accessibility';
import './contrast.css';
import './page.css';

// GraphiQL's dialogs lock the page's scrolling with a <style> element of their own, which the
// server's policy allows only with this answer's nonce (the page's <meta name="csp-nonce">);
// that library looks for it in __webpack_nonce__.
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.nonce;
if (nonce) (window as Window & { __webpack_nonce__?: string }).__webpack_nonce__ = nonce;

// GraphiQL served from this server's own bundle (fonts and editor included), so it works
// without internet, unlike a playground page that loads its scripts from a CDN.
// Over this server's own page GraphiQL acts as the browser's session (its HttpOnly cookie), so it
// sends the header the server asks of every change made by cookie; credentials typed in the
// Headers tab take the cookie's place.
const fetcher = createGraphiQLFetcher({
  url: graphqlHttpUrl(window.location),
  subscriptionUrl: graphqlWsUrl(window.location),
  headers: { ...CSRF_HEADERS },
});

// Anonymous: GraphiQL sends the name of the operation it last saw, which a query typed over it may no longer have.
const defaultQuery = `# Tabletop League's GraphQL API. Run a query with Ctrl-Enter (⌘-Enter on a Mac);
# the documentation explorer lists every field. Credentials go in the Headers tab:
# { "Authorization": "Bearer <token>" } or { "Authorization": "ApiKey <key>" }.

{
  competitions(first: 10) {
    totalCount
    edges {
      node {
        id
        name
        rulesetId
        format
        players
        rounds
      }
    }
  }
}
`;

const root = document.getElementById('graphiql');
if (!root) throw new Error('graphiql.html has no #graphiql element');
mendGraphiQL(root);
createRoot(root).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={defaultQuery} />
  </StrictMode>,
);
