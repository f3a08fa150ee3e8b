import { useEffect, useState } from 'react';
import { ApiError } from '../../api/client';
import { useApiMutation } from '../../api/query';
import { ConfirmEmailMutation } from '../../api/operations';

export type LinkConfirmation = { status: 'pending' } | { status: 'confirmed' } | { status: 'failed'; error: unknown };

// A verification token works once; React's development double-mount must not send it twice.
const attempts = new Map<string, Promise<unknown>>();

type Confirm = (variables: { token: string }) => Promise<unknown>;

function confirmOnce(token: string, confirm: Confirm): Promise<unknown> {
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = confirm({ token }).catch((error: unknown) => {
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

  // one function for the component's life (the mutation's observer), so the effect runs per token
  const { mutateAsync: confirm } = useApiMutation(ConfirmEmailMutation);

  useEffect(() => {
    let active = true;
    confirmOnce(token, confirm)
      .then(() => {
        if (active) setState({ token, result: { status: 'confirmed' } });
      })
      .catch((error: unknown) => {
        if (active) setState({ token, result: { status: 'failed', error } });
      });
    return () => {
      active = false;
    };
  }, [token, confirm]);

  return state.token === token ? state.result : { status: 'pending' };
}
