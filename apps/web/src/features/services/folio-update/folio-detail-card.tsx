import type { TLoadFolioDetailResponse } from '@cdesk/domain';
import { Alert } from '../../../ui/alert';
import { Card } from '../../../ui/card';
import { FactList } from '../../../ui/fact-list';

/** The folio and the mobile and e-mail its registrar holds, with what to do about a bad one. */
export function FolioDetailCard({ detail }: { detail: TLoadFolioDetailResponse }) {
  return (
    <Card className="flex flex-col gap-4 p-5 tablet:p-6">
      <div>
        <p className="text-sm text-muted">{detail.amc}</p>
        <p className="figures text-lg font-semibold text-text">Folio {detail.folioNo}</p>
        {detail.schemes.length > 0 && (
          <p className="mt-1 text-sm text-muted">{detail.schemes.join(' · ')}</p>
        )}
      </div>
      <FactList
        className="grid grid-cols-1 gap-3 tablet:grid-cols-2"
        rowClassName="rounded-card bg-subtle p-3"
        labelClassName="text-sm text-muted"
        valueClassName="figures mt-0.5 font-medium break-all text-text"
        facts={[
          ['Registered mobile', detail.mobile || 'Not registered'],
          ['Registered e-mail ID', detail.email || 'Not registered'],
        ]}
      />
      {detail.mobileMessage && <Alert tone="error">{detail.mobileMessage}</Alert>}
      {detail.emailMessage && <Alert tone="error">{detail.emailMessage}</Alert>}
    </Card>
  );
}
