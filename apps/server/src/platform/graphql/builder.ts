import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { AppError } from '../errors';
import ArgumentGate from './input-guard';
import type { RequestContext } from './context';

/**
 * Scopes name who may call an operation. Every Query and Mutation field declares `authScopes`
 * (a test walks the schema); tenancy (which bakery/host/guest) is decided in the services.
 */
export interface AuthScopes {
  public: boolean;
  loggedIn: boolean;
  bakery: boolean;
  host: boolean;
  private: boolean;
  guest: boolean;
  /** The platform operator ("all bakeries", requirements/platform-and-contract.md#platform-operator). */
  operator: boolean;
  devOutbox: boolean;
}

/** The scopes a request holds (`authScopes` of a field admits it when it names one of them). */
function grantedScopes(ctx: RequestContext): AuthScopes {
  return {
    public: true,
    loggedIn: ctx.viewer !== null,
    bakery: ctx.viewer?.kind === 'BAKERY',
    host: ctx.viewer?.kind === 'HOST',
    // the operator's account has no bakery: it is no private customer
    private: ctx.viewer?.kind === 'PRIVATE' && !ctx.viewer.operator,
    guest: ctx.viewer?.kind === 'GUEST',
    operator: ctx.viewer?.operator === true,
    // the mail log (outbox delivery or a record of SMTP) holds sign-up and reset links: never in
    // production, and only for a developer on this machine, not for whoever reaches the port
    devOutbox: !ctx.platform.config.production && ctx.isLocal,
  };
}

/** The `authScopes` a field of the built schema declares, as the scope-auth plugin keeps them (undefined: none). */
export function declaredScopesOf(field: { extensions?: unknown }): unknown {
  return (field.extensions as { pothosOptions?: { authScopes?: unknown } } | undefined)?.pothosOptions?.authScopes;
}

export const builder = new SchemaBuilder<{
  Context: RequestContext;
  AuthScopes: AuthScopes;
  DefaultFieldNullability: false;
}>({
  // the argument gate runs inside scope-auth's check: the caller's role comes before its arguments
  plugins: [ScopeAuthPlugin, ArgumentGate],
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: grantedScopes,
    unauthorizedError: (_parent, ctx) => new AppError(ctx.viewer ? 'FORBIDDEN' : 'UNAUTHENTICATED'),
  },
});

builder.queryType({});
builder.mutationType({});

export const LanguageEnum = builder.enumType('Language', { values: ['de', 'it', 'en'] as const });
/** OPERATOR only ever describes the signed-in platform operator's own account (User.kind of `me`); no tenant has one. */
export const AccountKindEnum = builder.enumType('AccountKind', {
  values: ['BAKERY', 'HOST', 'PRIVATE', 'GUEST', 'OPERATOR'] as const,
});
