import { useMemo } from 'react';
import { useQuery } from 'urql';
import { graphql } from '../gql';

const GameNames = graphql(`
  query GameNames {
    rulesets(first: 100) {
      edges {
        node {
          id
          name
        }
      }
    }
  }
`);

/** A game's name from its ruleset id, asked once and shared by every page; the id until the names arrive. */
export function useGameName(): (rulesetId: string) => string {
  const [{ data }] = useQuery({ query: GameNames });
  return useMemo(() => {
    const names = new Map(data?.rulesets.edges.map((e) => [e.node.id, e.node.name]) ?? []);
    return (rulesetId) => names.get(rulesetId) ?? rulesetId;
  }, [data]);
}
