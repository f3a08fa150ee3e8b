/** Accounts and sign-in: the current user, configuration, plans, availability checks, login, registration, e-mail confirmation, password reset and change, language. */
import { operation } from '../operation';
import type { Captcha, Language, Plan, PublicConfig, User } from '../types';

export const USER_FIELDS = /* GraphQL */ `
  fragment UserFields on User {
    id
    username
    label
    displayName
    email
    language
    kind
    isBakery
    isHost
    confirmed
    blocked
    activeFrom
    activeTo
    needsDataCompletion
    bakery {
      id
      name
    }
    host {
      id
      name
    }
  }
`;

export const MeQuery = operation<{ me: User | null }>('Me', `query Me { me { ...UserFields } } ${USER_FIELDS}`);

export const PublicConfigQuery = operation<{ publicConfig: PublicConfig }>(
  'PublicConfig',
  `query PublicConfig {
    publicConfig { registrationOpen registrationBakeryName showPrices appStoreUrl playStoreUrl guestAppUrl devOutbox }
  }`,
);

export const PlansQuery = operation<{ plans: Plan[] }>(
  'Plans',
  `query Plans { plans { id key name description costPerMonth userRestriction } }`,
);

export const CaptchaQuery = operation<{ captcha: Captcha }>('Captcha', `query Captcha { captcha { question token } }`);

export const UsernameCountQuery = operation<{ usernameCount: number }, { username: string }>(
  'UsernameCount',
  `query UsernameCount($username: String!) { usernameCount(username: $username) }`,
);

export const EmailCountQuery = operation<{ emailCount: number }, { email: string }>(
  'EmailCount',
  `query EmailCount($email: String!) { emailCount(email: $email) }`,
);

export const LoginMutation = operation<
  { login: { jwt: string; userId: string; user: User } },
  { identifier: string; password: string }
>(
  'Login',
  `mutation Login($identifier: String!, $password: String!) {
    login(identifier: $identifier, password: $password) { jwt userId user { ...UserFields } }
  } ${USER_FIELDS}`,
);

export const RegisterMutation = operation<
  { register: boolean },
  { username: string; email: string; password: string; language: Language }
>(
  'Register',
  `mutation Register($username: String!, $email: String!, $password: String!, $language: Language) {
    register(username: $username, email: $email, password: $password, language: $language)
  }`,
);

export const ConfirmEmailMutation = operation<
  { confirmEmail: boolean },
  { token?: string; email?: string; code?: string }
>(
  'ConfirmEmail',
  `mutation ConfirmEmail($token: String, $email: String, $code: String) {
    confirmEmail(token: $token, email: $email, code: $code)
  }`,
);

export const ResendConfirmationMutation = operation<{ resendConfirmation: boolean }, { email: string }>(
  'ResendConfirmation',
  `mutation ResendConfirmation($email: String!) { resendConfirmation(email: $email) }`,
);

export const ForgotPasswordMutation = operation<{ forgotPassword: boolean }, { email: string }>(
  'ForgotPassword',
  `mutation ForgotPassword($email: String!) { forgotPassword(email: $email) }`,
);

export const ResetPasswordMutation = operation<
  { resetPassword: boolean },
  { code: string; password: string; passwordConfirmation: string; captchaToken: string; captchaAnswer: number }
>(
  'ResetPassword',
  `mutation ResetPassword($code: String!, $password: String!, $passwordConfirmation: String!, $captchaToken: String!, $captchaAnswer: Int!) {
    resetPassword(code: $code, password: $password, passwordConfirmation: $passwordConfirmation, captchaToken: $captchaToken, captchaAnswer: $captchaAnswer)
  }`,
);

export const ChangePasswordMutation = operation<
  { changePassword: { jwt: string; userId: string; user: User } },
  { currentPassword: string; password: string; passwordConfirmation: string }
>(
  'ChangePassword',
  `mutation ChangePassword($currentPassword: String!, $password: String!, $passwordConfirmation: String!) {
    changePassword(currentPassword: $currentPassword, password: $password, passwordConfirmation: $passwordConfirmation) {
      jwt
      userId
      user { ...UserFields }
    }
  } ${USER_FIELDS}`,
);

export const ChangeLanguageMutation = operation<{ changeLanguage: User }, { language: Language }>(
  'ChangeLanguage',
  `mutation ChangeLanguage($language: Language!) { changeLanguage(language: $language) { ...UserFields } } ${USER_FIELDS}`,
);

export const ACCOUNT_OPERATIONS = [
  MeQuery,
  PublicConfigQuery,
  PlansQuery,
  CaptchaQuery,
  UsernameCountQuery,
  EmailCountQuery,
  LoginMutation,
  RegisterMutation,
  ConfirmEmailMutation,
  ResendConfirmationMutation,
  ForgotPasswordMutation,
  ResetPasswordMutation,
  ChangePasswordMutation,
  ChangeLanguageMutation,
] as const;
