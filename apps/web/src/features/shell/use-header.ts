import { type TGetHeaderByUccResponse } from '@cdesk/domain';
import { startTransition, useEffect, useState } from 'react';
import { headerLoaded } from '../access';
import { useAppDispatch, useAppSelector } from '../../lib/store';
import { getHeaderByUcc } from './get-header-by-ucc';
import { errorMessage } from '../../lib/error-message';

export type HeaderState =
  | { status: 'loading' }
  | { status: 'ready'; header: TGetHeaderByUccResponse }
  | { status: 'error'; message: string; retry: () => void };

/** Loads the header for the first UCC of the login (spec 1 section 7.2). */
export function useHeader(): HeaderState {
  const ucc = useAppSelector((state) => state.access.ucc_dtl[0]?.ucc ?? '');
  const dispatch = useAppDispatch();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<HeaderState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    const retry = () => setAttempt((n) => n + 1);
    setState({ status: 'loading' });
    getHeaderByUcc(ucc, controller.signal)
      .then((header) => {
        // As a transition, so the redraw yields to the browser (lib/use-gateway-load.ts).
        startTransition(() => {
          setState({ status: 'ready', header });
          dispatch(headerLoaded());
        });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const message = errorMessage(error);
        setState({ status: 'error', message, retry });
      });
    return () => controller.abort();
  }, [ucc, attempt, dispatch]);

  return state;
}
