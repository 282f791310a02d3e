import { Field, ID, InterfaceType } from '@nestjs/graphql';

/**
 * The type a value answered by `node`/`nodes` is of. The object types implementing Node are
 * plain objects (a competition as a caller sees it, a game…), so the answer carries its type.
 */
export const NODE_TYPE = Symbol('node type');

/** A value for the Node interface, tagged with its GraphQL type. */
export type TaggedNode<T extends object = object> = T & { [NODE_TYPE]: string };

export function tagNode<T extends object>(type: string, value: T): TaggedNode<T> {
  return Object.assign(Object.create(Object.getPrototypeOf(value) as object | null) as T, value, { [NODE_TYPE]: type });
}

@InterfaceType('Node', {
  description:
    "An object with an id unique across the whole server (Relay's Global Object Identification): a client caches it by that id, and `node(id)` fetches it again. Objects the server names by a UUID keep it; the others have an opaque id to pass back as it is.",
  resolveType: (value: Partial<TaggedNode>) => value[NODE_TYPE],
})
export abstract class NodeInterface {
  @Field(() => ID, {
    description:
      'Unique across the whole server and stable: the same object has the same id in every answer. Opaque: pass it back as it is.',
  })
  id!: string;
}
