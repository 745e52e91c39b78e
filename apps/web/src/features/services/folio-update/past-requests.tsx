import type { TFolioChangeRequest } from '@cdesk/domain';
import { HeadRow } from '../../../ui/head-row';

/** 'e-mail ID' -> 'E-mail ID'. */
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const columns = ['Request', 'Folio', 'Change', 'Old value', 'New value', 'Requested on', 'Status'];

function StatusText({ request }: { request: TFolioChangeRequest }) {
  const tone =
    request.status === 'COMPLETED'
      ? 'text-gain'
      : request.status === 'REJECTED'
        ? 'text-loss'
        : 'text-warning';
  return <span className={`font-medium ${tone}`}>{request.statusLabel}</span>;
}

/** Every change asked: a table at desktop width, a list of cards on phones and tablets. */
export function PastRequests({ requests }: { requests: TFolioChangeRequest[] }) {
  if (requests.length === 0)
    return (
      <p className="rounded-card border border-border bg-surface p-5 text-muted">
        You have not asked to change the mobile number or e-mail ID of a folio yet.
      </p>
    );
  return (
    <>
      <ul className="grid gap-3 tablet:grid-cols-2 desktop:hidden" aria-label="Past requests">
        {requests.map((r) => (
          <li key={r.reqId} className="rounded-card border border-border bg-surface p-4">
            <div className="flex items-start justify-between gap-3">
              <p className="font-medium text-text">{sentence(r.field)}</p>
              <StatusText request={r} />
            </div>
            <p className="figures mt-0.5 text-xs text-muted">
              Folio {r.folioNo} · {r.amc}
            </p>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted">Old</dt>
              <dd className="figures text-right break-all">{r.oldValue}</dd>
              <dt className="text-muted">New</dt>
              <dd className="figures text-right break-all">{r.newValue}</dd>
              <dt className="text-muted">Requested on</dt>
              <dd className="figures text-right">{r.requestedOn}</dd>
              <dt className="text-muted">Request no.</dt>
              <dd className="figures text-right">{r.requestNo}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-card border border-border bg-surface desktop:block">
        <table className="w-full text-sm">
          <caption className="sr-only">Past folio mobile and e-mail change requests</caption>
          <thead className="bg-subtle text-left text-muted">
            <HeadRow labels={columns} figuresFrom={columns.length} cellClassName="px-4 py-3" />
          </thead>
          <tbody className="divide-y divide-border">
            {requests.map((r) => (
              <tr key={r.reqId}>
                <th scope="row" className="figures px-4 py-3 text-left font-medium text-text">
                  {r.requestNo}
                </th>
                <td className="px-4 py-3">
                  <span className="figures">{r.folioNo}</span>
                  <span className="block text-xs text-muted">{r.amc}</span>
                </td>
                <td className="px-4 py-3">{sentence(r.field)}</td>
                <td className="figures px-4 py-3">{r.oldValue}</td>
                <td className="figures px-4 py-3 break-all">
                  {r.newValue}
                  {r.relation && <span className="block text-xs text-muted">{r.relation}</span>}
                </td>
                <td className="figures px-4 py-3 whitespace-nowrap">{r.requestedOn}</td>
                <td className="px-4 py-3">
                  <StatusText request={r} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
