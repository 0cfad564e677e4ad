import { useCallback, useEffect, useState } from 'react';
import type { CaptchaResponse } from 'shared-contracts/api/auth-login';
import { fetchCaptcha } from './login-requests';

type CaptchaState = { captcha: CaptchaResponse | undefined; isLoading: boolean; isError: boolean };

/**
 * The login captcha (GET auth/code): single use, so never cached or shared (a plain request rather than
 * a react-query entry, which the login document does not load), and a new one after every failed
 * attempt and on a click on the image (`refresh`). The image on screen stays until the next one arrives.
 */
export function useCaptcha() {
  const [round, setRound] = useState(0);
  const [state, setState] = useState<CaptchaState>({ captcha: undefined, isLoading: true, isError: false });
  useEffect(() => {
    const controller = new AbortController();
    fetchCaptcha(controller.signal).then(
      (captcha) => setState({ captcha, isLoading: false, isError: false }),
      () => {
        if (!controller.signal.aborted) setState({ captcha: undefined, isLoading: false, isError: true });
      },
    );
    return () => controller.abort();
  }, [round]);
  const refresh = useCallback(() => {
    // Loading from the click on: the image on screen stays until the next one arrives.
    setState((previous) => ({ ...previous, isLoading: true }));
    setRound((n) => n + 1);
  }, []);
  return { ...state, refresh };
}
