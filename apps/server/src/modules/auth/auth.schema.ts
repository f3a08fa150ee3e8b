import { builder, LanguageEnum } from '../../platform/graphql/builder';
import { UserRef } from '../users/users.schema';
import type { UserRow } from '../users/account';
import { guestLogin, login } from './login.service';
import { confirmEmail, register, resendConfirmation } from './registration.service';
import { changePassword, forgotPassword, resetPassword } from './password.service';
import { createCaptcha } from './captcha.service';

interface AuthPayloadShape {
  jwt: string;
  user: UserRow;
}

export const AuthPayload = builder.objectRef<AuthPayloadShape>('AuthPayload').implement({
  fields: (t) => ({
    jwt: t.exposeString('jwt'),
    userId: t.id({ resolve: (p) => p.user.id }),
    user: t.field({ type: UserRef, resolve: (p) => p.user }),
  }),
});

const Captcha = builder.objectRef<{ question: string; token: string }>('Captcha').implement({
  fields: (t) => ({
    question: t.exposeString('question', { description: 'e.g. "7 + 5".' }),
    token: t.exposeString('token', { description: 'Signed token to send back with the answer.' }),
  }),
});

builder.queryFields((t) => ({
  captcha: t.field({ type: Captcha, authScopes: { public: true }, resolve: (_r, _a, ctx) => createCaptcha(ctx) }),
}));

builder.mutationFields((t) => ({
  login: t.field({
    type: AuthPayload,
    description: 'Web admin sign-in (bakery, host, private customer). Guests get ONLY_FOR_ADMINS.',
    authScopes: { public: true },
    args: { identifier: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => login(ctx, a.identifier, a.password),
  }),
  guestLogin: t.field({
    type: AuthPayload,
    description: 'Guest app sign-in with the guest rules of requirements/accounts-and-sign-in.md#guest-sign-in.',
    authScopes: { public: true },
    args: { identifier: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => guestLogin(ctx, a.identifier, a.password),
  }),
  register: t.boolean({
    description:
      'Self-registration of a private customer of the registration bakery; sends a verification mail. An address that already has an account gets a notice instead, and the answer is the same.',
    authScopes: { public: true },
    args: {
      username: t.arg.string({ required: true }),
      email: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      language: t.arg({ type: LanguageEnum }),
    },
    resolve: async (_r, a, ctx) => (await register(ctx, a), true),
  }),
  confirmEmail: t.boolean({
    description: 'Verify by link token, or by e-mail plus the code from the mail.',
    authScopes: { public: true },
    args: { token: t.arg.string(), email: t.arg.string(), code: t.arg.string() },
    resolve: async (_r, a, ctx) => (await confirmEmail(ctx, a), true),
  }),
  resendConfirmation: t.boolean({
    description: 'Sends a fresh verification mail if an unconfirmed account has the address; true for any address.',
    authScopes: { public: true },
    args: { email: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => (resendConfirmation(ctx, a.email), true),
  }),
  forgotPassword: t.boolean({
    description:
      'Sends a mail with a link to /password/restore/{code} if an account has the address; true for any address.',
    authScopes: { public: true },
    args: { email: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => (forgotPassword(ctx, a.email), true),
  }),
  resetPassword: t.boolean({
    authScopes: { public: true },
    args: {
      code: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      passwordConfirmation: t.arg.string({ required: true }),
      captchaToken: t.arg.string({ required: true }),
      captchaAnswer: t.arg.int({ required: true }),
    },
    resolve: async (_r, a, ctx) => (await resetPassword(ctx, a), true),
  }),
  changePassword: t.field({
    type: AuthPayload,
    description: 'Changes the password; earlier sessions end, the returned token continues this one.',
    authScopes: { loggedIn: true },
    args: {
      currentPassword: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      passwordConfirmation: t.arg.string({ required: true }),
    },
    resolve: async (_r, a, ctx) => {
      const user = await changePassword(ctx, a);
      return { jwt: await ctx.platform.tokens.sign(user.id, user.tokenVersion), user };
    },
  }),
}));
