import type { Type } from '@nestjs/common';
import { Field, Int, ObjectType } from '@nestjs/graphql';
import { InvalidInputError } from './input.errors';

/**
 * Relay-style connections for every list of the API: `first` (at most MAX_PAGE) and `after`
 * (the `endCursor` of the previous page). Paging goes on as far as the list does.
 */
export const MAX_PAGE = 100;
export const DEFAULT_PAGE = 20;

/** The options of every list's `first` argument: `@Args('first', FIRST_ARG) first: number`. */
export const FIRST_ARG = {
  type: () => Int,
  defaultValue: DEFAULT_PAGE,
  description: `How many items to return: 1 to ${MAX_PAGE} (VALIDATION otherwise).`,
};

/** The options of every list's `after` argument: `@Args('after', AFTER_ARG) after?: string | null`. */
export const AFTER_ARG = {
  type: () => String,
  nullable: true,
  description: 'The `pageInfo.endCursor` of the previous page; omitted: from the first item.',
};

@ObjectType('PageInfo', { description: 'Where a page of a list stands in the whole list.' })
export class PageInfoType {
  @Field({ description: 'True when more items follow this page: ask again with `after: endCursor`.' }) hasNextPage!: boolean;
  @Field(() => String, {
    nullable: true,
    description: "The last item's cursor; pass it as `after` to get the next page. Null on an empty page.",
  })
  endCursor!: string | null;
}

export interface Edge<T> {
  cursor: string;
  node: T;
}

export interface ConnectionShape<T> {
  edges: Edge<T>[];
  pageInfo: PageInfoType;
  totalCount: number;
}

/** A connection type for one node type: `XConnection { edges { cursor node } pageInfo totalCount }`. */
export function Connection<T>(node: Type<T>, name: string): Type<ConnectionShape<T>> {
  @ObjectType(`${name}Edge`, { description: `One item of a list of ${name} items, with its place in the list.` })
  class EdgeType {
    @Field({ description: 'Opaque position of this item: pass it as `after` to get the items that follow it.' }) cursor!: string;
    @Field(() => node, { description: 'The item itself.' }) node!: T;
  }

  @ObjectType(`${name}Connection`, {
    description: `A page of a list of ${name} items (Relay's cursor connections): at most ${MAX_PAGE} per page, \`first\` and \`after\` to page on.`,
  })
  class ConnectionType {
    @Field(() => [EdgeType], { description: "The items of this page, in the list's order." }) edges!: EdgeType[];
    @Field(() => PageInfoType, { description: 'Whether more items follow, and the cursor to ask for them.' }) pageInfo!: PageInfoType;
    @Field(() => Int, { description: 'How many items the whole list has.' }) totalCount!: number;
  }
  return ConnectionType;
}

export function checkFirst(first: number): number {
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE) {
    throw new InvalidInputError(`first must be between 1 and ${MAX_PAGE}`, 'first');
  }
  return first;
}

/** Cursors are opaque to clients; inside they name the list and a position in it. */
export function encodeCursor(list: string, position: unknown): string {
  return Buffer.from(JSON.stringify([list, position])).toString('base64url');
}

export function decodeCursor<P>(list: string, cursor: string, valid: (p: unknown) => p is P): P {
  try {
    const [name, position] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [unknown, unknown];
    if (name === list && valid(position)) return position;
  } catch {
    // fall through to the typed error
  }
  throw new InvalidInputError(`"${cursor}" is not a cursor this list gave out`, 'after');
}

/** A position in an in-memory list, as its cursors hold it. */
export const isPosition = (p: unknown): p is number => Number.isInteger(p) && (p as number) >= 0;

/** A page of an in-memory list (events of one match, rulesets), by position. */
export function pageOfArray<T>(list: string, items: T[], first: number, after?: string | null): ConnectionShape<T> {
  checkFirst(first);
  const start = after ? decodeCursor(list, after, isPosition) + 1 : 0;
  const edges = items.slice(start, start + first).map((node, i) => ({ cursor: encodeCursor(list, start + i), node }));
  return {
    edges,
    totalCount: items.length,
    pageInfo: { hasNextPage: start + first < items.length, endCursor: edges.at(-1)?.cursor ?? null },
  };
}
