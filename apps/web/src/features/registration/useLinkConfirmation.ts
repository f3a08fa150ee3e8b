import { useEffect, useState } from 'react';
import { ApiError, request } from '../../api/client';
import { ConfirmEmailMutation } from '../../api/operations';

export type LinkConfirmation = { status: 'pending' } | { status: 'confirmed' } | { status: 'failed'; error: unknown };

// A verification token works once; React's development double-mount must not send it twice.
const attempts = new Map<string, Promise<unknown>>();

function confirmOnce(token: string): Promise<unknown> {
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = request(ConfirmEmailMutation, { token }).catch((error: unknown) => {
      // A network failure may be retried by reloading; a refused token stays refused.
      if (error instanceof ApiError && error.network) attempts.delete(token);
      throw error;
    });
    attempts.set(token, attempt);
  }
  return attempt;
}

/** Sends confirmEmail(token) for the link the user followed. */
export function useLinkConfirmation(token: string): LinkConfirmation {
  const [state, setState] = useState<{ token: string; result: LinkConfirmation }>({
    token,
    result: { status: 'pending' },
  });

  useEffect(() => {
    let active = true;
    confirmOnce(token)
      .then(() => {
        if (active) setState({ token, result: { status: 'confirmed' } });
      })
      .catch((error: unknown) => {
        if (active) setState({ token, result: { status: 'failed', error } });
      });
    return () => {
      active = false;
    };
  }, [token]);

  return state.token === token ? state.result : { status: 'pending' };
}
