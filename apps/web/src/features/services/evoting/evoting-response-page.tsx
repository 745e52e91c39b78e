import {
  evotingMessages,
  showDate,
  type TEVotingVote,
  type TGetEVotingNsdlErrorDtlResponse,
} from '@cdesk/domain';
import { useSearchParams } from 'react-router';
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { Alert } from '../../../ui/alert';
import { ButtonLink } from '../../../ui/button-link';
import { Card } from '../../../ui/card';
import { FactList } from '../../../ui/fact-list';
import { Skeleton } from '../../../ui/skeleton';
import { evotingOutcome, evotingPath } from './evoting-calls';

const choiceLabels: Record<TEVotingVote['choice'], string> = {
  FOR: 'For',
  AGAINST: 'Against',
  ABSTAIN: 'Abstain',
};

function Votes({ votes }: { votes: readonly TEVotingVote[] }) {
  return (
    <Card className="p-5 tablet:p-6">
      <h2 className="text-lg font-semibold">Votes recorded</h2>
      <ul className="mt-3 flex flex-col divide-y divide-border">
        {votes.map((vote) => (
          <li key={`${vote.evsn}-${vote.resolutionNo}`} className="flex flex-col gap-1 py-3">
            <p className="text-sm text-muted">
              {vote.companyName} · EVSN {vote.evsn} · Resolution {vote.resolutionNo}
            </p>
            <p className="text-[15px] leading-relaxed">{vote.resolution}</p>
            <p className="text-sm">
              <span className="font-semibold">{choiceLabels[vote.choice]}</span>
              <span className="text-muted">
                {' '}
                · {vote.shares.toLocaleString('en-IN')} shares · {showDate(vote.votedAt)}
              </span>
            </p>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function Outcome({ outcome }: { outcome: TGetEVotingNsdlErrorDtlResponse }) {
  const failed = outcome.status === 'FAILED';
  return (
    <>
      {failed && (
        <Alert tone="error">
          <p>{outcome.ERROR_CODE_DESCRIPTION || 'The depository could not take your votes.'}</p>
          {outcome.RES_ERROR_CODE_ID && (
            <p className="mt-1 font-normal">Error code: {outcome.RES_ERROR_CODE_ID}</p>
          )}
        </Alert>
      )}
      {!failed && outcome.votes.length > 0 && (
        <Alert tone="info">{evotingMessages.votesRecorded}</Alert>
      )}
      {!failed && outcome.votes.length === 0 && (
        <Alert tone="info">
          {outcome.status === 'PENDING' ? evotingMessages.pending : evotingMessages.noVotes}
        </Alert>
      )}
      <FactList
        facts={[
          ['Depository', outcome.redirectTo],
          ['Request reference', <span className="select-all">{outcome.requestReference}</span>],
        ]}
        className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm"
        rowClassName="contents"
        valueClassName="font-semibold tabular-nums break-all"
      />
      {outcome.votes.length > 0 && <Votes votes={outcome.votes} />}
    </>
  );
}

/** /evoting?requestReference=: back from the depository, what it made of the e-voting session. */
export function EvotingResponsePage() {
  const [query] = useSearchParams();
  const requestReference = (query.get('requestReference') ?? '').trim();
  const { state } = useGatewayLoad(
    requestReference ? `evoting-${requestReference}` : null,
    (signal) => evotingOutcome({ requestReference }, signal),
  );
  const failed = state.status === 'ready' && state.data.status === 'FAILED';
  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-8 tablet:px-6 tablet:py-10">
      <h1 className="text-2xl font-semibold tracking-tight tablet:text-3xl">E-Voting</h1>
      <div className="mt-8 flex max-w-2xl flex-col gap-5">
        {!requestReference && <Alert tone="error">{evotingMessages.referenceRequired}</Alert>}
        {requestReference && state.status === 'loading' && (
          <div
            aria-busy="true"
            aria-label="Loading the e-voting outcome"
            className="flex flex-col gap-4"
          >
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-40 w-full" />
          </div>
        )}
        {state.status === 'error' && <Alert tone="error">{state.message}</Alert>}
        {state.status === 'ready' && <Outcome outcome={state.data} />}
        {(state.status !== 'loading' || !requestReference) && (
          <div className="flex flex-col gap-3 tablet:flex-row">
            <ButtonLink
              to={evotingPath}
              variant={failed || state.status === 'error' ? 'primary' : 'secondary'}
            >
              {failed ? 'Try again' : 'Go to E-Voting'}
            </ButtonLink>
            <ButtonLink to="/" variant="secondary">
              Go to home
            </ButtonLink>
          </div>
        )}
      </div>
    </main>
  );
}
