import type { APIRequestContext } from '@playwright/test';
import { gql, latestMailTo, linkPathIn } from './api';

/** Accounts of the demo data (README) and of start-server.sh. */
export const DEMO = {
  adminBakery: { username: 'e2e-baeckerei', password: 'E2e-Backstube-1!', displayName: 'Bäckerei E2E' },
  italianHost: { username: 'cafe-central', password: 'Central-2026!', displayName: 'Café Central' },
  guest: { username: 'zimmer101', password: 'Gast-2026!' },
} as const;

export interface NewAccount {
  username: string;
  email: string;
  password: string;
}

/** A username nobody else uses, in this run or any other against the same database. */
export function uniqueUsername(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

export function newAccount(prefix: string, password = 'E2e-Kunde-2026!'): NewAccount {
  const username = uniqueUsername(prefix);
  return { username, email: `${username}@e2e.example`, password };
}

/**
 * Registers a private customer through the API (the registration screen has its own journey),
 * in German so its mails are German. The account is unconfirmed and awaits the bakery's acceptance.
 */
export async function registerPrivateCustomer(request: APIRequestContext, prefix: string): Promise<NewAccount> {
  const account = newAccount(prefix);
  await gql(
    request,
    'mutation Register($username: String!, $email: String!, $password: String!, $language: Language) { register(username: $username, email: $email, password: $password, language: $language) }',
    { ...account, language: 'de' },
  );
  return account;
}

/** Confirms the account's e-mail with the token of the link in its verification mail. */
export async function confirmByMailLink(request: APIRequestContext, email: string): Promise<void> {
  const token = linkPathIn(await latestMailTo(request, email), '/login/').slice('/login/'.length);
  await gql(request, 'mutation ConfirmEmail($token: String) { confirmEmail(token: $token) }', { token });
}
