import { authMessages, type TValidateAuthResponse } from '@cdesk/domain';
import { useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api';
import { useAppSelector } from '../../../lib/store';
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { LoadError } from '../../../ui/load-error';
import { authCalls } from '../auth-calls';
import { useAuthorisationLogin } from '../visitor/use-authorisation-login';
import { DetailSkeleton } from './detail-skeleton';
import { LinkLogin } from './link-login';
import { LinkRefusal } from './link-refusal';
import { TrxnDetail } from './trxn-detail';

/** A refusal of the link itself (a d the gateway does not accept) is an invalid link, not a fault. */
async function validateLink(d: string, signal: AbortSignal): Promise<TValidateAuthResponse> {
  try {
    return await authCalls.validate(d, signal);
  } catch (caught) {
    if (!(caught instanceof ApiError) || caught.status === 0 || caught.status >= 500) throw caught;
    return {
      isValid: 'N',
      state: 'INVALID',
      trnType: '',
      njAcNo: '',
      investorName: '',
      message: caught.message,
    };
  }
}

/**
 * /transact/authorize/detail?d=...&rf=al and /transact/authorize/{type}?d=: opens with or without
 * a desk login (spec 3 section 6). onValidateAuthTransaction first: a link that cannot be acted
 * on says why; a pending one asks a visitor for the authorisation login, then shows the detail.
 */
export function AuthoriseLinkPage() {
  const [params] = useSearchParams();
  const d = (params.get('d') ?? '').trim();
  const { type = 'detail' } = useParams();
  const isLogin = useAppSelector((state) => state.access.is_login);
  const sessionAccount = useAppSelector((state) => state.access.njacno);
  const sessionToken = useAppSelector((state) => state.access.token);
  const login = useAuthorisationLogin();
  const validation = useGatewayLoad(d ? `validate:${d}` : null, (signal) =>
    validateLink(d, signal),
  );

  if (!d) return <LinkRefusal state="INVALID" message={authMessages.linkInvalid} />;
  if (validation.state.status === 'loading') return <DetailSkeleton />;
  if (validation.state.status === 'error')
    return (
      <main className="mx-auto w-full max-w-2xl flex-1 px-4 py-10">
        <LoadError message={validation.state.message} onRetry={validation.retry} />
      </main>
    );
  const link = validation.state.data;
  if (link.state !== 'PENDING' || link.isValid !== 'Y')
    return (
      <LinkRefusal
        state={link.state === 'PENDING' ? 'INVALID' : link.state}
        message={link.message}
      />
    );
  const linkType = link.trnType || type;
  if (isLogin)
    return <TrxnDetail d={d} type={linkType} njAcNo={sessionAccount} loginKey={sessionToken} />;
  if (login && login.njAcNo === link.njAcNo)
    return <TrxnDetail d={d} type={linkType} njAcNo={login.njAcNo} loginKey={login.token} />;
  return <LinkLogin link={link} />;
}
