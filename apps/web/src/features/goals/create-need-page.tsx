import { goalMessages } from '@cdesk/domain';
import { ChevronLeft } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../lib/store';
import { useGatewayLoad } from '../../lib/use-gateway-load';
import { Alert } from '../../ui/alert';
import { LoadError } from '../../ui/load-error';
import { Skeleton } from '../../ui/skeleton';
import { TextLink } from '../../ui/text-link';
import { goalCalls } from './goal-calls';
import { goalsPath } from '../../lib/paths';
import { NeedForm } from './need-form';
import { blankNeed, draftOpened, hasUnsavedNeed, needOf, selectNeedDraft } from './need-draft';

function goalIdOf(text: string | null): number | null {
  const id = Number(text);
  return text !== null && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * /createneed (a new goal) and /createneed?goalId= (changing one). Unsaved changes stay open here
 * whatever the address asks, until saved or discarded: a logout from the profile menu comes back
 * to them (spec 1 section 4.4).
 */
export function CreateNeedPage() {
  const [params] = useSearchParams();
  const wanted = goalIdOf(params.get('goalId'));
  const logoutHeld = (useLocation().state as { logoutHeld?: boolean } | null)?.logoutHeld === true;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const draft = useAppSelector(selectNeedDraft);
  const unsaved = hasUnsavedNeed(draft);
  const loadId = !unsaved && wanted !== null ? wanted : null;
  const goal = useGatewayLoad(loadId === null ? null : `goal:${loadId}`, (signal) =>
    goalCalls.getGoal(loadId!, signal),
  );
  const assumptions = useGatewayLoad('goal-assumptions', (signal) =>
    goalCalls.getAssumptions(signal),
  );
  const holdings = useGatewayLoad('goal-holdings', (signal) => goalCalls.getHoldings(signal));

  useEffect(() => {
    if (unsaved) return;
    if (wanted === null) {
      if (draft.values === null || draft.goalId !== null)
        dispatch(draftOpened({ goalId: null, values: blankNeed() }));
    } else if (goal.data && (draft.values === null || draft.goalId !== wanted)) {
      dispatch(draftOpened({ goalId: wanted, values: needOf(goal.data.goal) }));
    }
  }, [unsaved, wanted, goal.data, draft.values, draft.goalId, dispatch]);

  // Closing or reloading the tab would lose the changes too: the browser asks first.
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  const otherDraft = unsaved && draft.goalId !== wanted;
  const failed = [goal, assumptions, holdings].find((l) => l.state.status === 'error');
  const ready =
    draft.values !== null &&
    assumptions.data !== null &&
    holdings.data !== null &&
    (unsaved || draft.goalId === wanted);

  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-6 tablet:px-6 tablet:py-10">
      <TextLink to={goalsPath} className="inline-flex min-h-11 items-center gap-1 text-sm">
        <ChevronLeft aria-hidden className="size-4" />
        All goals
      </TextLink>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight tablet:text-3xl">
        {draft.goalId === null ? 'Create a goal' : 'Change your goal'}
      </h1>
      {logoutHeld && (
        <Alert tone="info" className="mt-4">
          {goalMessages.unsavedBeforeLogout}
        </Alert>
      )}
      {otherDraft && !logoutHeld && (
        <Alert tone="info" className="mt-4">
          You have unsaved changes to {draft.values?.goalName || 'a new goal'}. Save or discard them
          first.
        </Alert>
      )}
      {failed && failed.state.status === 'error' && (
        <LoadError className="mt-4" message={failed.state.message} onRetry={failed.retry} />
      )}
      {!failed && !ready && (
        <div className="mt-6 grid gap-6 desktop:grid-cols-[1fr_360px]" aria-busy>
          <span className="sr-only">Loading the goal…</span>
          <div className="flex flex-col gap-4">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
            <Skeleton className="h-64" />
          </div>
          <Skeleton className="h-56" />
        </div>
      )}
      {!failed && ready && (
        <NeedForm
          goalId={draft.goalId}
          unsaved={unsaved}
          values={draft.values!}
          assumptions={assumptions.data!}
          holdings={holdings.data!.holdings}
          onDone={(to, state) => void navigate(to, { replace: true, state })}
        />
      )}
    </main>
  );
}
