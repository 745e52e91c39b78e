import { mandateMessages } from '@cdesk/domain';
import { Landmark } from 'lucide-react';
import { useGatewayLoad } from '../../lib/use-gateway-load';
import { ButtonLink } from '../../ui/button-link';
import { Card } from '../../ui/card';
import { LoadError } from '../../ui/load-error';
import { Skeleton } from '../../ui/skeleton';
import { mandateAuthLink, mandateCalls, registerMandatePath } from './mandate-calls';
import { MandateCard } from './mandate-card';

/** The profile's banks-Mandate tab: registered banks, their mandates, and registering one. */
export function BanksMandatesSection() {
  const { state, retry } = useGatewayLoad('bank-mandates', (signal) =>
    mandateCalls.list({}, signal),
  );
  if (state.status === 'loading')
    return (
      <div
        aria-busy="true"
        aria-label="Loading your banks and mandates"
        className="flex flex-col gap-3"
      >
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  if (state.status === 'error') return <LoadError message={state.message} onRetry={retry} />;
  const { banks } = state.data;
  const awaiting = state.data.mandates.filter((m) => m.status === 'AWAITING' && m.encryptedData);
  const mandates = state.data.mandates.filter((m) => !awaiting.includes(m));
  const free = banks.some((bank) => !bank.mandateNo);
  return (
    <div className="flex flex-col gap-6">
      {awaiting.length > 0 && (
        <section aria-labelledby="awaiting-heading" className="flex flex-col gap-3">
          <h2 id="awaiting-heading" className="text-lg font-semibold">
            Waiting for your authorisation
          </h2>
          <p className="text-muted">{mandateMessages.awaiting}</p>
          <ul className="flex flex-col gap-3">
            {awaiting.map((mandate) => (
              <li key={mandate.mandateId}>
                <MandateCard
                  mandate={mandate}
                  action={
                    <ButtonLink
                      to={mandateAuthLink(mandate.encryptedData ?? '')}
                      className="tablet:self-start"
                      aria-label={`Authorise mandate ${mandate.njEMandateNo}`}
                    >
                      Authorise
                    </ButtonLink>
                  }
                />
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="banks-heading" className="flex flex-col gap-3">
        <h2 id="banks-heading" className="text-lg font-semibold">
          Registered banks
        </h2>
        {banks.length === 0 && (
          <p className="text-muted">
            No bank account is registered on your account. Please contact your wealth partner.
          </p>
        )}
        <ul className="flex flex-col gap-2">
          {banks.map((bank) => (
            <li key={bank.bankId}>
              <Card className="flex flex-wrap items-center gap-3 p-4">
                <Landmark aria-hidden className="size-5 shrink-0 text-brand" />
                <div className="min-w-0 flex-1">
                  <p className="font-medium">
                    {bank.bankName}
                    {bank.isDefault && <span className="ml-2 text-sm text-muted">(default)</span>}
                  </p>
                  <p className="text-sm text-muted">
                    {bank.accType} {bank.accountNoMasked}
                    <span className="hidden tablet:inline"> · </span>
                    <span className="block tablet:inline">IFSC {bank.ifsc}</span>
                  </p>
                </div>
                <p className="basis-full pl-8 text-sm text-muted tablet:basis-auto tablet:pl-0 tablet:text-right">
                  {bank.mandateNo ? 'Mandate registered' : 'No mandate'}
                </p>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="mandates-heading" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="mandates-heading" className="text-lg font-semibold">
            Mandates
          </h2>
          {free && (
            <ButtonLink to={registerMandatePath} variant="primary">
              Register a new mandate
            </ButtonLink>
          )}
        </div>
        {mandates.length === 0 && (
          <p className="text-muted">
            No mandate is registered yet. A mandate lets your SIP installments be debited from your
            bank on their dates.
          </p>
        )}
        <ul className="flex flex-col gap-3">
          {mandates.map((mandate) => (
            <li key={`${mandate.mandateId}-${mandate.njEMandateNo}`}>
              <MandateCard mandate={mandate} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
