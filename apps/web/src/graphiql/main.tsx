import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { graphqlHttpUrl, graphqlWsUrl } from '../endpoints';
import { mendGraphiQL } from './accessibility';
import './contrast.css';

// GraphiQL served from this server's own bundle (fonts and editor included), so it works
// without internet, unlike a playground page that loads its scripts from a CDN.
const fetcher = createGraphiQLFetcher({
  url: graphqlHttpUrl(window.location),
  subscriptionUrl: graphqlWsUrl(window.location),
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
