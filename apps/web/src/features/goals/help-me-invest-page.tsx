import { formatDate, goalMessages, riskometerOf, type TRiskProfileView } from '@cdesk/domain';
import { useState } from 'react';
import { useGatewayLoad } from '../../lib/use-gateway-load';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { LoadError } from '../../ui/load-error';
import { Skeleton } from '../../ui/skeleton';
import { TextLink } from '../../ui/text-link';
import { RiskBadge } from '../mutual-funds';
import { goalCalls } from './goal-calls';
import { goalsPath } from '../../lib/paths';
import { RiskQuestionnaire } from './risk-questionnaire';
import { Suggestions } from './suggestions';

function ProfileCard({ profile, onRetake }: { profile: TRiskProfileView; onRetake: () => void }) {
  return (
    <Card className="flex flex-col gap-3 p-5 tablet:p-6">
      <p className="text-sm text-muted">Your risk profile</p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-semibold text-text">{profile.profileName}</h2>
        {profile.score !== null && (
          <p className="figures text-sm text-muted">
            Score {profile.score} of {profile.maxScore}
          </p>
        )}
      </div>
      <p className="text-[15px] text-text">{profile.about}</p>
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
        <span>Funds up to</span>
        <RiskBadge label={profile.riskLevel} level={riskometerOf(profile.riskLevel).level} />
        <span>risk suit you without a separate risk declaration.</span>
      </div>
      {profile.capped && (
        <p className="text-sm text-muted">
          You need most of the money within three years, so the profile stays at{' '}
          {profile.profileName}: equity needs time to recover from a fall.
        </p>
      )}
      {profile.assessedOn && (
        <p className="text-xs text-muted">Assessed on {formatDate(profile.assessedOn)}.</p>
      )}
      <div>
        <Button variant="secondary" onClick={onRetake}>
          Retake the questionnaire
        </Button>
      </div>
    </Card>
  );
}

/** Beside the questions on a desktop: what the profile is for. */
function HowItWorks() {
  const steps = [
    'Answer seven questions about your age, your income, when you need the money and how you take a fall.',
    'Your answers place you in one of five risk profiles, from Conservative to Aggressive.',
    'Funds whose riskometer is within your profile are suggested, with their one-year return.',
    'Buying a fund riskier than your profile asks you for a risk declaration in the cart.',
  ];
  return (
    <Card className="hidden p-5 desktop:sticky desktop:top-24 desktop:block">
      <h2 className="text-base font-semibold">How it works</h2>
      <ol className="mt-3 flex list-decimal flex-col gap-2 pl-5 text-sm text-muted">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </Card>
  );
}

/** The funds that suit the profile, with the date of their returns. */
function SuitedFunds({ data }: { data: Parameters<typeof Suggestions>[0]['data'] }) {
  return (
    <section aria-labelledby="suggestions-heading">
      <h2 id="suggestions-heading" className="text-lg font-semibold">
        Funds that suit you
      </h2>
      <p className="mt-1 mb-4 max-w-3xl text-sm text-muted">
        The direct growth plans with the best one-year return in each category, within your risk
        profile, as on {formatDate(data.asOnDate)}. Past returns do not promise future ones; your{' '}
        <TextLink to="/contact">Wealth Partner</TextLink> can help you choose. Plan what you need
        with <TextLink to={goalsPath}>Goals</TextLink>.
      </p>
      <Suggestions data={data} />
    </section>
  );
}

/**
 * /help-me-invest: the risk-profile questionnaire, the profile it gives (which the purchase cart's
 * risk declaration then uses), and funds that suit it.
 */
export function HelpMeInvestPage() {
  const [attempt, setAttempt] = useState(0);
  const [retaking, setRetaking] = useState(false);
  const [notice, setNotice] = useState('');
  const { state, retry } = useGatewayLoad(`suggestions:${attempt}`, (signal) =>
    goalCalls.getSuggestions(signal),
  );
  const data = state.status === 'ready' ? state.data : null;
  const assessed = data?.profile?.assessedOn != null;
  const asking = data !== null && (!assessed || retaking);

  const saved = (_profile: TRiskProfileView, message: string) => {
    setNotice(message);
    setRetaking(false);
    setAttempt((n) => n + 1);
    window.scrollTo({ top: 0 });
  };

  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-6 tablet:px-6 tablet:py-10">
      <h1 className="text-2xl font-semibold tracking-tight tablet:text-3xl">Help me invest</h1>
      <p className="mt-1 max-w-2xl text-sm text-muted">
        {asking
          ? 'Answer seven questions about you and your money. Your answers give your risk profile and the funds that suit it.'
          : 'Funds that suit your risk profile, from the real NAV history of each category.'}
      </p>
      {notice && !asking && (
        <Alert tone="info" className="mt-4">
          {notice}
        </Alert>
      )}
      {state.status === 'loading' && (
        <div className="mt-6 flex flex-col gap-4" aria-busy>
          <span className="sr-only">Loading your risk profile…</span>
          <Skeleton className="h-40" />
          <Skeleton className="h-56" />
        </div>
      )}
      {state.status === 'error' && (
        <LoadError className="mt-6" message={state.message} onRetry={retry} />
      )}
      {data && asking && (
        <div className="mt-6 grid items-start gap-6 desktop:grid-cols-[1fr_340px]">
          <div className="max-w-3xl">
            {data.profile && !assessed && (
              <Alert tone="info" className="mb-4">
                Your risk profile on record is {data.profile.profileName}. Answer the questions to
                review it.
              </Alert>
            )}
            {!data.profile && (
              <p className="mb-4 text-[15px] text-text">{goalMessages.noRiskProfile}</p>
            )}
            <RiskQuestionnaire
              previous={data.profile?.answers ?? []}
              onSaved={saved}
              onCancel={retaking ? () => setRetaking(false) : undefined}
            />
          </div>
          <HowItWorks />
        </div>
      )}
      {data && !asking && data.profile && (
        <div className="mt-6 flex flex-col gap-8">
          <ProfileCard profile={data.profile} onRetake={() => setRetaking(true)} />
          <SuitedFunds data={data} />
        </div>
      )}
    </main>
  );
}
