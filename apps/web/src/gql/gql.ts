/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment StandingsTable on Standings {\n    version\n    roundFinished\n    throughRound\n    rows {\n      totalCount\n      edges {\n        node {\n          rank\n          playerId\n          name\n          points\n          wins\n          draws\n          losses\n          byes\n          played\n          dropped\n          tieBreaks {\n            id\n            value\n          }\n        }\n      }\n    }\n  }\n": typeof types.StandingsTableFragmentDoc,
    "\n  query GameNames {\n    rulesets(first: 100) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.GameNamesDocument,
    "\n  query EventPage($id: ID!) {\n    competition(id: $id) {\n      id\n      version\n      name\n      kind\n      rulesetId\n      format\n      finished\n      rounds {\n        round\n        finished\n      }\n      players(first: 1) {\n        totalCount\n      }\n      standings(first: 100) {\n        ...StandingsTable\n      }\n    }\n  }\n": typeof types.EventPageDocument,
    "\n  subscription EventStandings($id: ID!) {\n    standingsChanged(competitionId: $id) {\n      ...StandingsTable\n    }\n  }\n": typeof types.EventStandingsDocument,
    "\n  query HomePage {\n    competitions(first: 50) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          kind\n          rulesetId\n          format\n          published\n          finished\n          players\n          rounds\n          updatedAt\n        }\n      }\n    }\n  }\n": typeof types.HomePageDocument,
    "\n  query ConsoleEvent($id: ID!) {\n    competition(id: $id) {\n      id\n      name\n      kind\n      finished\n    }\n  }\n": typeof types.ConsoleEventDocument,
};
const documents: Documents = {
    "\n  fragment StandingsTable on Standings {\n    version\n    roundFinished\n    throughRound\n    rows {\n      totalCount\n      edges {\n        node {\n          rank\n          playerId\n          name\n          points\n          wins\n          draws\n          losses\n          byes\n          played\n          dropped\n          tieBreaks {\n            id\n            value\n          }\n        }\n      }\n    }\n  }\n": types.StandingsTableFragmentDoc,
    "\n  query GameNames {\n    rulesets(first: 100) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.GameNamesDocument,
    "\n  query EventPage($id: ID!) {\n    competition(id: $id) {\n      id\n      version\n      name\n      kind\n      rulesetId\n      format\n      finished\n      rounds {\n        round\n        finished\n      }\n      players(first: 1) {\n        totalCount\n      }\n      standings(first: 100) {\n        ...StandingsTable\n      }\n    }\n  }\n": types.EventPageDocument,
    "\n  subscription EventStandings($id: ID!) {\n    standingsChanged(competitionId: $id) {\n      ...StandingsTable\n    }\n  }\n": types.EventStandingsDocument,
    "\n  query HomePage {\n    competitions(first: 50) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          kind\n          rulesetId\n          format\n          published\n          finished\n          players\n          rounds\n          updatedAt\n        }\n      }\n    }\n  }\n": types.HomePageDocument,
    "\n  query ConsoleEvent($id: ID!) {\n    competition(id: $id) {\n      id\n      name\n      kind\n      finished\n    }\n  }\n": types.ConsoleEventDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StandingsTable on Standings {\n    version\n    roundFinished\n    throughRound\n    rows {\n      totalCount\n      edges {\n        node {\n          rank\n          playerId\n          name\n          points\n          wins\n          draws\n          losses\n          byes\n          played\n          dropped\n          tieBreaks {\n            id\n            value\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment StandingsTable on Standings {\n    version\n    roundFinished\n    throughRound\n    rows {\n      totalCount\n      edges {\n        node {\n          rank\n          playerId\n          name\n          points\n          wins\n          draws\n          losses\n          byes\n          played\n          dropped\n          tieBreaks {\n            id\n            value\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GameNames {\n    rulesets(first: 100) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query GameNames {\n    rulesets(first: 100) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventPage($id: ID!) {\n    competition(id: $id) {\n      id\n      version\n      name\n      kind\n      rulesetId\n      format\n      finished\n      rounds {\n        round\n        finished\n      }\n      players(first: 1) {\n        totalCount\n      }\n      standings(first: 100) {\n        ...StandingsTable\n      }\n    }\n  }\n"): (typeof documents)["\n  query EventPage($id: ID!) {\n    competition(id: $id) {\n      id\n      version\n      name\n      kind\n      rulesetId\n      format\n      finished\n      rounds {\n        round\n        finished\n      }\n      players(first: 1) {\n        totalCount\n      }\n      standings(first: 100) {\n        ...StandingsTable\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription EventStandings($id: ID!) {\n    standingsChanged(competitionId: $id) {\n      ...StandingsTable\n    }\n  }\n"): (typeof documents)["\n  subscription EventStandings($id: ID!) {\n    standingsChanged(competitionId: $id) {\n      ...StandingsTable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePage {\n    competitions(first: 50) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          kind\n          rulesetId\n          format\n          published\n          finished\n          players\n          rounds\n          updatedAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomePage {\n    competitions(first: 50) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          kind\n          rulesetId\n          format\n          published\n          finished\n          players\n          rounds\n          updatedAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleEvent($id: ID!) {\n    competition(id: $id) {\n      id\n      name\n      kind\n      finished\n    }\n  }\n"): (typeof documents)["\n  query ConsoleEvent($id: ID!) {\n    competition(id: $id) {\n      id\n      name\n      kind\n      finished\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;