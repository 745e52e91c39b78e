import {
  folioUpdateMessages as m,
  type TInvestorConsentResponse,
  type TLoadFolioDetailResponse,
} from '@cdesk/domain';
import { Alert } from '../../../ui/alert';
import { ChangeForm } from './change-form';

interface FolioChangePanelProps {
  folioNo: string;
  detail: TLoadFolioDetailResponse | null;
  done: TInvestorConsentResponse | null;
  version: number;
  submitted: (reply: TInvestorConsentResponse) => void;
}

/** The request just made for the folio, the one still pending, or the form to ask for a change. */
export function FolioChangePanel({
  folioNo,
  detail,
  done,
  version,
  submitted,
}: FolioChangePanelProps) {
  return (
    <div className="flex flex-col gap-5">
      {done && done.request.folioNo === folioNo && (
        <Alert tone="info">
          {done.message} Request number{' '}
          <span className="figures font-semibold">{done.request.requestNo}</span>.
        </Alert>
      )}
      {detail?.pendingRequest && !done && (
        <Alert tone="info">{m.pendingRequest(detail.folioNo)}</Alert>
      )}
      {detail && !detail.pendingRequest && (
        <ChangeForm key={`${detail.folioNo}-${version}`} detail={detail} onSubmitted={submitted} />
      )}
    </div>
  );
}
