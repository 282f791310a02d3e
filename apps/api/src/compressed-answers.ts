import type { ServerResponse } from 'node:http';
import type { ApolloServerPlugin } from '@apollo/server';
import compression from 'compression';
import type { RequestHandler } from 'express';
import {
  isAbstractType,
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  BREAK,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';

/**
 * The fields whose value is a secret, as `Type.field`: whoever holds it acts as someone (a
 * session's token, a seat's invitation, an API key, a match slip's code). An answer that carries
 * one is never compressed (graphqlCompression). compressed-answers.spec.ts checks every field of
 * the schema named like a secret is here or said not to be one.
 */
export const SECRET_FIELDS: ReadonlySet<string> = new Set([
  'Session.token', // signUp, signIn
  'PlayerSession.token', // joinMatch: a seat's session
  'Invitation.token', // matchInvitations, reissueInvitation: takes a seat
  'CreatedApiKey.key', // createApiKey
  'SlipCode.code', // slipCodes, reissueSlipCode: reports a paper game's result
  'Slip.code', // slip and its mutations echo the code
  'CreatedWebhook.secret', // createWebhook, rotateWebhookSecret: signs the hook's deliveries
]);

/** Answers below this many bytes are sent as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD = 1024;

/** Responses whose answer carries a secret, noted by secretAnswersPlugin for graphqlCompression's filter. */
const carryingSecrets = new WeakSet<ServerResponse>();

/** Per parsed document (Apollo keeps one per query text) and operation: whether it selects a secret. */
const known = new WeakMap<DocumentNode, Map<string, boolean>>();

/**
 * Whether the operation asks for a secret field anywhere, through any alias, fragment or inline
 * fragment: what its answer will contain is what the server executes, whatever the client names
 * the operation. Every fragment of the document counts (validation has already refused a document
 * with a fragment no operation uses).
 */
export function selectsSecret(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): boolean {
  const byOperation = known.get(document) ?? new Map<string, boolean>();
  known.set(document, byOperation);
  const key = operation.name?.value ?? '';
  const cached = byOperation.get(key);
  if (cached !== undefined) return cached;
  let found = false;
  const typeInfo = new TypeInfo(schema);
  const look = visitWithTypeInfo(typeInfo, {
    Field(node) {
      const parent = typeInfo.getParentType();
      // A field asked of an interface is asked of every type that implements it.
      const types = parent && isAbstractType(parent) ? schema.getPossibleTypes(parent) : parent ? [parent] : [];
      if (types.some((t) => SECRET_FIELDS.has(`${t.name}.${node.name.value}`))) {
        found = true;
        return BREAK;
      }
      return undefined;
    },
  });
  for (const definition of document.definitions) {
    if (definition === operation || definition.kind === Kind.FRAGMENT_DEFINITION) visit(definition, look);
    if (found) break;
  }
  byOperation.set(key, found);
  return found;
}

interface WithResponse {
  res?: ServerResponse;
}

/**
 * Notes each HTTP answer that carries a secret field (SECRET_FIELDS: sign-in and sign-up's
 * session tokens, a seat's session, invitations, a new API key, slip codes, a webhook's signing secret), so it goes out uncompressed and
 * marked `Cache-Control: no-store, no-transform` (graphqlCachePlugin adds `private`): no cache keeps it, no proxy compresses it. A
 * compressed answer that holds both a secret and text a page of another site chose would leak
 * the secret through its length (BREACH); one without secrets has nothing to leak.
 */
export function secretAnswersPlugin(): ApolloServerPlugin<WithResponse> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ contextValue, document, operation, schema, response }) {
          if (!contextValue?.res || !document || !operation) return;
          if (!selectsSecret(schema, document, operation)) return;
          carryingSecrets.add(contextValue.res);
          response.http.headers.set('cache-control', 'no-store, no-transform');
        },
      };
    },
  };
}

/**
 * Compression of /graphql's answers over HTTP: brotli or gzip as the client accepts, for answers
 * of COMPRESSION_THRESHOLD bytes or more, never for one that carries a secret (secretAnswersPlugin
 * decides from the executed operation, not from anything the client says about it). WebSockets
 * never pass through Express, so live updates are untouched.
 */
export function graphqlCompression(): RequestHandler {
  return compression({
    threshold: COMPRESSION_THRESHOLD,
    filter: (req, res) => !carryingSecrets.has(res) && compression.filter(req, res),
  });
}
