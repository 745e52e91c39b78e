import { applicationStatuses, showDate, type TRegApplicationSummary } from '@cdesk/domain';
import { Button } from '../../ui/button';

/** The step an unfinished application was left at, as the applicant knows it. */
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

/** One application of the login: its holders, where it stands, and View or Resume. */
export function ApplicationSummaryItem({
  app,
  onResume,
}: {
  app: TRegApplicationSummary;
  onResume: () => void;
}) {
  return (
    <li className="flex flex-col gap-3 rounded-card border border-border px-4 py-3 tablet:flex-row tablet:items-center tablet:justify-between">
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
          {statusWords[app.status] ?? `At: ${stepWords[app.stepName] ?? 'Login'}`} · Last saved{' '}
          {showDate(app.updatedAt)}
        </p>
      </div>
      <Button variant="secondary" onClick={onResume}>
        {statusWords[app.status] ? 'View' : 'Resume'}
      </Button>
    </li>
  );
}
