/**
 * E-mail syntax check (requirements/accounts-and-sign-in.md#usernames-and-e-mail-addresses: "standard pattern, then server existence check").
 *
 * A pragmatic pattern, not full RFC 5322: `local@domain.tld` with exactly one `@`, no spaces,
 * an ASCII local part of the usual characters (no leading, trailing or doubled dot, at most 64),
 * a domain of dot-separated labels (letters, digits, inner hyphens, each 1–63) whose last
 * label is at least two letters, and at most 254 characters overall. Quoted local parts, IP
 * literals and raw Unicode domains are refused (use punycode). The caller trims if it wants to.
 */

export const EMAIL_MAX_LENGTH = 254;
const LOCAL_MAX_LENGTH = 64;

const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** True when `email` looks like a deliverable address by the rules above. */
export function isValidEmail(email: string): boolean {
  if (email.length > EMAIL_MAX_LENGTH) return false;
  const at = email.indexOf('@');
  if (at < 0 || at !== email.lastIndexOf('@')) return false;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  return local.length <= LOCAL_MAX_LENGTH && LOCAL_PART.test(local) && DOMAIN.test(domain);
}
