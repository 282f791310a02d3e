import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type DataLoader from 'dataloader';
import type { Request, Response } from 'express';
import type { PublicAccount } from './accounts.service';
import type { Principal } from './principal';

/** What every resolver gets: the caller, and per-request loaders that batch SQL. */
export interface ApiContext {
  principal: Principal;
  /** The client's address, for rate limits of anonymous callers. */
  address: string;
  accounts: DataLoader<string, PublicAccount | null>;
  req?: Request;
  res?: Response;
}

export const CurrentPrincipal = createParamDecorator((_: unknown, ctx: ExecutionContext): Principal => {
  return GqlExecutionContext.create(ctx).getContext<ApiContext>().principal;
});

export const Context = createParamDecorator((_: unknown, ctx: ExecutionContext): ApiContext => {
  return GqlExecutionContext.create(ctx).getContext<ApiContext>();
});
