import { describe, expect, it } from 'vitest';
import { graphqlHttpUrl, graphqlWsUrl } from './endpoints';

describe('the API’s addresses', () => {
  it('are the page’s own origin, WebSocket secured as the page is', () => {
    expect(graphqlHttpUrl({ origin: 'http://localhost:3000' })).toBe('http://localhost:3000/graphql');
    expect(graphqlWsUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/graphql');
    expect(graphqlWsUrl({ protocol: 'https:', host: 'league.example.org' })).toBe('wss://league.example.org/graphql');
  });
});
