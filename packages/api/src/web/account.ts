/** Accounts and sign-in: the current user (with the tutorials it closed), configuration, plans, availability checks, login, registration, e-mail confirmation, password reset and change, language. */
import { graphql, type ResultOf, type SchemaType } from '../graphql';

export const UserFields = graphql(`
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
    timeZone
    needsDataCompletion
    dismissedTutorials
    bakery {
      id
      name
    }
    host {
      id
      name
    }
  }
`);

export const MeQuery = graphql(
  `
    query Me {
      me {
        ...UserFields
      }
    }
  `,
  [UserFields],
);

export const PublicConfigQuery = graphql(`
  query PublicConfig {
    publicConfig {
      registrationOpen
      registrationBakeryName
      showPrices
      appStoreUrl
      playStoreUrl
      guestAppUrl
      devOutbox
      errorReporting {
        dsn
        environment
      }
      operator {
        name
        addressLines
        vatNumber
      }
    }
  }
`);

export const PlansQuery = graphql(`
  query Plans {
    plans {
      id
      key
      name
      description
      costPerMonth
      userRestriction
    }
  }
`);

export const CaptchaQuery = graphql(`
  query Captcha {
    captcha {
      question
      token
    }
  }
`);

export const UsernameCountQuery = graphql(`
  query UsernameCount($username: String!) {
    usernameCount(username: $username)
  }
`);

export const EmailCountQuery = graphql(`
  query EmailCount($email: String!) {
    emailCount(email: $email)
  }
`);

export const LoginMutation = graphql(
  `
    mutation Login($identifier: String!, $password: String!) {
      login(identifier: $identifier, password: $password) {
        jwt
        userId
        user {
          ...UserFields
        }
      }
    }
  `,
  [UserFields],
);

export const RegisterMutation = graphql(`
  mutation Register($username: String!, $email: String!, $password: String!, $language: Language) {
    register(username: $username, email: $email, password: $password, language: $language)
  }
`);

export const ConfirmEmailMutation = graphql(`
  mutation ConfirmEmail($token: String, $email: String, $code: String) {
    confirmEmail(token: $token, email: $email, code: $code)
  }
`);

export const ResendConfirmationMutation = graphql(`
  mutation ResendConfirmation($email: String!) {
    resendConfirmation(email: $email)
  }
`);

export const ForgotPasswordMutation = graphql(`
  mutation ForgotPassword($email: String!) {
    forgotPassword(email: $email)
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword(
    $code: String!
    $password: String!
    $passwordConfirmation: String!
    $captchaToken: String!
    $captchaAnswer: Int!
  ) {
    resetPassword(
      code: $code
      password: $password
      passwordConfirmation: $passwordConfirmation
      captchaToken: $captchaToken
      captchaAnswer: $captchaAnswer
    )
  }
`);

export const ChangePasswordMutation = graphql(
  `
    mutation ChangePassword($currentPassword: String!, $password: String!, $passwordConfirmation: String!) {
      changePassword(
        currentPassword: $currentPassword
        password: $password
        passwordConfirmation: $passwordConfirmation
      ) {
        jwt
        userId
        user {
          ...UserFields
        }
      }
    }
  `,
  [UserFields],
);

export const ChangeLanguageMutation = graphql(
  `
    mutation ChangeLanguage($language: Language!) {
      changeLanguage(language: $language) {
        ...UserFields
      }
    }
  `,
  [UserFields],
);

export const SetTutorialDismissedMutation = graphql(`
  mutation SetTutorialDismissed($key: String!, $dismissed: Boolean!) {
    setTutorialDismissed(key: $key, dismissed: $dismissed)
  }
`);

// --- result and input types, derived from the operations above and the schema (ADR 017)

export type Language = SchemaType<'Language'>;
/** OPERATOR: the platform operator's own account (SPEC §7 "all bakeries"); no tenant has one. */
export type AccountKind = SchemaType<'AccountKind'>;
export type User = ResultOf<typeof UserFields>;
export type AccountRef = NonNullable<User['bakery']>;
export type PublicConfig = ResultOf<typeof PublicConfigQuery>['publicConfig'];
/** `key` is the stable name ('bakery', 'host', 'private'); the web shows its texts from plans.catalog. */
export type Plan = ResultOf<typeof PlansQuery>['plans'][number];
export type Captcha = ResultOf<typeof CaptchaQuery>['captcha'];
