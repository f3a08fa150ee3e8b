import type { Feature } from '../../platform/feature';
import './auth.schema';

/** Sign-in, tokens, registration and the captcha. */
export const authFeature: Feature = {
  name: 'auth',
  tenantRows: ({ accounts }) => ({
    auth_tokens: `user_id IN ${accounts}`,
    // nonces of captchas tried: no account's data, any visitor's captcha answer adds one
    used_captchas: 'FALSE',
  }),
};
