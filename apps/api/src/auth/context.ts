import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type DataLoader from 'dataloader';
import type { Request, Response } from 'express';
import type { PublicAccount } from './accounts.service';
import type { RequestLoaders } from './graphql-context';
import type { Principal } from './principal';

/** What every resolver gets: the caller, and per-request loaders that batch SQL. */
export interface ApiContext {
  principal: Principal;
  /** The session cookie that authenticated the request (cookies.ts), when it was one: its writes need the CSRF header. */
  cookie?: string;
  /** The client's address, for rate limits of anonymous callers. */
  address: string;
  accounts: DataLoader<string, PublicAccount | null>;
  /** The request's loaders of the read models (competitions), made as they are first needed. */
  loaders: RequestLoaders;
  /**
   * The request's id: over HTTP the one in its `X-Request-Id` (the client's, or one the server
   * made), over WebSocket a new one for each operation. Every event a command of the request
   * appends carries it as `metadata.correlationId`.
   */
  requestId: string;
  req?: Request;
  res?: Response;
}

export const CurrentPrincipal = createParamDecorator((_: unknown, ctx: ExecutionContext): Principal => {
  return GqlExecutionContext.create(ctx).getContext<ApiContext>().principal;
});

export const Context = createParamDecorator((_: unknown, ctx: ExecutionContext): ApiContext => {
  return GqlExecutionContext.create(ctx).getContext<ApiContext>();
});

/** The id of the request (ApiContext.requestId), for the command options of what it appends. */
export const CorrelationId = createParamDecorator((_: unknown, ctx: ExecutionContext): string => {
  return GqlExecutionContext.create(ctx).getContext<ApiContext>().requestId;
});
