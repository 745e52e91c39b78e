import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Loaded } from '../lib/use-gateway-load';
import { NoticeScreen } from './notice-screen';

/**
 * The page the e-sign service returns to: a wait while the signature is completed, the server's
 * refusal with a way back, or what the signed document leads to.
 */
export function EsignReturnScreen<T>({
  state,
  title,
  waiting = 'Completing your signature…',
  back,
  signed,
}: {
  state: Loaded<T>;
  title: string;
  waiting?: string;
  /** The way back from a refusal. */
  back: ReactNode;
  signed: (data: T) => ReactNode;
}) {
  if (state.status === 'loading')
    return (
      <NoticeScreen icon={LoaderCircle} tone="info" title={title}>
        <p role="status">{waiting}</p>
      </NoticeScreen>
    );
  if (state.status === 'error')
    return <EsignRefused title={title} message={state.message} back={back} />;
  return <>{signed(state.data)}</>;
}

/** A return the server refused, with a way back. */
export function EsignRefused({
  title,
  message,
  back,
}: {
  title: string;
  message: string;
  back: ReactNode;
}) {
  return (
    <NoticeScreen icon={CircleX} tone="loss" title={title} actions={back}>
      <p role="alert">{message}</p>
    </NoticeScreen>
  );
}

/** A signed document: the server's words and the request's number. */
export function EsignSigned({
  title,
  message,
  reference,
  actions,
}: {
  title: string;
  message: string;
  reference: string;
  actions: ReactNode;
}) {
  return (
    <NoticeScreen icon={CircleCheck} tone="gain" eyebrow="Signed" title={title} actions={actions}>
      <p role="status">{message}</p>
      <p className="mt-2 text-sm">
        Request number <span className="figures font-medium text-text">{reference}</span>
      </p>
    </NoticeScreen>
  );
}
