import { useCallback, useEffect, useState } from 'react';
import { request } from '../../api/client';
import { CaptchaQuery } from '../../api/operations';
import type { Captcha } from '../../api/operations';

/** Loads a maths captcha; `reload` fetches a new one (e.g. after a wrong answer). */
export function useCaptcha(): { captcha: Captcha | null; error: unknown; reload: () => void } {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    let active = true;
    request(CaptchaQuery)
      .then((data) => {
        if (!active) return;
        setCaptcha(data.captcha);
        setError(null);
      })
      .catch((cause: unknown) => {
        if (active) setError(cause);
      });
    return () => {
      active = false;
    };
  }, [round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { captcha, error, reload };
}
