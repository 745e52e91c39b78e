import type { TDematAccountView } from '@cdesk/domain';

/** Where the shares are held: the depository, the participant's id and the masked client id. */
export function DematAccountLine({ accounts }: { accounts: readonly TDematAccountView[] }) {
  return (
    <ul className="flex flex-col gap-1 text-sm text-muted" aria-label="Demat accounts">
      {accounts.map((a) => (
        <li key={`${a.acCode}-${a.dpId}-${a.clientId}`}>
          <span className="font-medium text-text">{a.depository}</span> · DP ID{' '}
          <span className="figures">{a.dpId}</span> · Client ID{' '}
          <span className="figures">{a.clientId}</span>
          {accounts.length > 1 && <> · {a.acCode}</>}
        </li>
      ))}
    </ul>
  );
}
