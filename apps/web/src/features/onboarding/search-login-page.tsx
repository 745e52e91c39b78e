import {
  applicationStatuses,
  fetchClientAccountsCall,
  generateRefnoCall,
  getRefNoDataWithTokenCall,
  screenRoute,
  searchLoginCall,
  showDate,
  type TApplicationToken,
  type TRegApplicationSummary,
} from '@cdesk/domain';
import { FolderOpen } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { errorMessage } from '../../lib/error-message';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { useLoginBase } from './login-base';
import { accountTypeOfArea, areaOf, regPath, useRegArea } from './reg-area';
import { regCall } from './reg-gateway';
import { updateReg, useRegState } from './reg-state';
import { StepFrame } from './step-frame';

const stepWords: Record<string, string> = {
  centrepartner: 'Centre and partner',
  holdertaxstatus: 'Holders and tax status',
  selectacctype: 'Account type',
  holdersPanDob: 'PAN and date of birth',
  loadmobemail: 'Mobile and e-mail',
  vrfymobemail: 'Mobile and e-mail',
  kradownload: 'KYC',
  ckycdownload: 'KYC',
  loaddigilocker: 'KYC',
  loaddigilockervrfy: 'KYC',
  addresscomfirmation: 'Address',
  personaldetails: 'Personal details',
  fatca: 'FATCA',
  preference: 'Trading preferences',
  bankdetails: 'Bank details',
  mandatedetails: 'Mandate',
  nomineeselection: 'Nomination',
  nomineedetails: 'Nominee details',
  witnessdetails: 'Witness',
  livephoto: 'Live photo',
  uploaddocuments: 'Documents',
  signature: 'Signature',
  viewewealthform: 'Account opening form',
  esign: 'E-sign',
  dcmandate: 'Mandate submission',
  mandateesign: 'Mandate e-sign',
  processcomplete: 'Submitted',
};

/** Where a submitted application stands, by its status. */
const statusWords: Record<string, string> = {
  [applicationStatuses.underReview]: 'Under review',
  [applicationStatuses.approved]: 'Approved: account opened',
  [applicationStatuses.rejected]: 'Not approved',
};

type Accounts = { njAcNo: string; name: string; accType: string }[];

/** Screen 3: the login's applications to resume, and a new one to start. */
export function SearchLoginPage() {
  const reg = useRegState();
  const area = useRegArea();
  const navigate = useNavigate();
  const loginPath = useLoginBase();
  const [apps, setApps] = useState<TRegApplicationSummary[] | null>(null);
  const [accounts, setAccounts] = useState<Accounts>([]);
  const [error, setError] = useState('');

  useEffect(() => {
    if (!reg.sessionRefToken) return;
    const controller = new AbortController();
    const { signal } = controller;
    regCall(searchLoginCall, {}, { signal }).then(
      (data) => setApps(data.applications),
      (failure: unknown) => !signal.aborted && setError(errorMessage(failure)),
    );
    regCall(fetchClientAccountsCall, {}, { signal }).then(
      (data) => setAccounts(data.accounts),
      () => undefined,
    );
    return () => controller.abort();
  }, [reg.sessionRefToken]);

  if (!reg.sessionRefToken) return <Navigate to={loginPath('generate-otp')} replace />;

  const open = (token: TApplicationToken) => {
    updateReg({ refNo: token.refNo, refToken: token.refToken, accountType: token.accountType });
    navigate(regPath(areaOf(token.accountType), screenRoute(token.screenId)));
  };
  const resume = async (refNo: string) => {
    setError('');
    try {
      open(await regCall(getRefNoDataWithTokenCall, { refNo }));
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  const start = async () => {
    open(await regCall(generateRefnoCall, { accountType: accountTypeOfArea(area), formType: '2' }));
    return null;
  };

  return (
    <StepFrame
      screenId="3"
      title="Your applications"
      subtitle="Resume an application where you left it, or start a new one."
      nextLabel="Start a new application"
      onNext={start}
      error={error}
    >
      {accounts.length > 0 && (
        <Alert tone="info">
          You already hold{' '}
          {accounts.map((a) => `${a.accType} account ${a.njAcNo} (${a.name})`).join(', ')}. You can
          log in to it on the desk.
        </Alert>
      )}
      {!apps && !error && (
        <div aria-busy="true" className="flex flex-col gap-3">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      )}
      {apps && apps.length === 0 && (
        <p className="flex items-center gap-2 text-[15px] text-muted">
          <FolderOpen aria-hidden className="size-5 shrink-0" />
          No application yet with this login. Start a new one below.
        </p>
      )}
      {apps && apps.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label="Applications">
          {apps.map((app) => (
            <li
              key={app.refNo}
              className="flex flex-col gap-3 rounded-card border border-border px-4 py-3 tablet:flex-row tablet:items-center tablet:justify-between"
            >
              <div className="min-w-0 text-sm">
                <p className="figures text-base font-semibold text-text">{app.refNo}</p>
                <p className="text-muted">
                  {app.accountType === 'EMF' ? 'E-Wealth MF' : 'E-Wealth'} ·{' '}
                  {app.holders
                    .map((h) => h.name)
                    .filter(Boolean)
                    .join(', ') || 'Holders not entered yet'}
                </p>
                <p className="text-muted">
                  {statusWords[app.status] ?? `At: ${stepWords[app.stepName] ?? 'Login'}`} · Last
                  saved {showDate(app.updatedAt)}
                </p>
              </div>
              <Button variant="secondary" onClick={() => void resume(app.refNo)}>
                {statusWords[app.status] ? 'View' : 'Resume'}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </StepFrame>
  );
}
