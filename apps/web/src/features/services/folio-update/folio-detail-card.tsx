import type { TLoadFolioDetailResponse } from '@cdesk/domain';
import { CircleAlert } from 'lucide-react';
import { Card } from '../../../ui/card';
import { FactList } from '../../../ui/fact-list';

function Registered({ value, valid }: { value: string; valid: boolean }) {
  return (
    <>
      {value || 'Not registered'}
      {!valid && (
        <span className="mt-1 flex items-center gap-1 text-sm font-normal text-loss">
          <CircleAlert aria-hidden className="size-4 shrink-0" />
          Not valid with the registrar
        </span>
      )}
    </>
  );
}

/** The folio and the mobile and e-mail its registrar holds. */
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
        className="grid grid-cols-1 gap-3 tablet:grid-cols-2 desktop:grid-cols-1"
        rowClassName="rounded-card bg-subtle p-3"
        labelClassName="text-sm text-muted"
        valueClassName="figures mt-0.5 font-medium break-all text-text"
        facts={[
          ['Registered mobile', <Registered value={detail.mobile} valid={detail.mobileValid} />],
          ['Registered e-mail ID', <Registered value={detail.email} valid={detail.emailValid} />],
        ]}
      />
    </Card>
  );
}
