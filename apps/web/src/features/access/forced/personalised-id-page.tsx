import { personalisedLoginIdProblem, personalisedLoginIdRules } from '@cdesk/domain';
import { AtSign } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { loginIdChosen } from '../access-slice';
import { continueChain } from '../post-login-chain';
import { useAppDispatch, useAppSelector } from '../../../lib/store';
import { useAction } from '../../../lib/use-action';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { NoticeScreen } from '../../../ui/notice-screen';
import { AvailabilityNote } from './availability-note';
import { savePersonalisedLoginId } from './forced-calls';
import { useAvailability } from './use-availability';

/** /ask-peronalised: the investor chooses the login ID they will log in with from now on. */
export function PersonalisedIdPage() {
  const njAcNo = useAppSelector((state) => state.access.njacno);
  const dispatch = useAppDispatch();
  const [loginId, setLoginId] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = personalisedLoginIdProblem(loginId, njAcNo);
  const availability = useAvailability(problem ? '' : loginId.trim());
  const { run, pending, error } = useAction<'save'>();
  const shownProblem = touched || loginId !== '' ? problem : null;
  const taken = availability.status === 'taken' ? availability.message : undefined;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (problem || availability.status === 'taken') return;
    const chosen = loginId.trim();
    void run('save', async () => {
      await savePersonalisedLoginId(chosen);
      dispatch(loginIdChosen(chosen));
      await continueChain();
    });
  }

  return (
    <NoticeScreen
      icon={AtSign}
      tone="brand"
      eyebrow="One more step"
      title="Choose your personalised login ID"
    >
      <p>
        From now on you can log in with a login ID you choose, instead of your wealth account number{' '}
        <span className="figures font-medium text-text">{njAcNo}</span>.
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-5">
        <Field
          label="Personalised Login ID"
          error={shownProblem ?? taken}
          hint={availability.status === 'available' ? undefined : 'For example: asha.verma'}
        >
          {(control) => (
            <Input
              {...control}
              name="personalisedLoginId"
              value={loginId}
              verbatim
              maxLength={30}
              onChange={(event) => setLoginId(event.target.value)}
              onBlur={() => setTouched(true)}
            />
          )}
        </Field>
        <AvailabilityNote availability={availability} />
        <div className="rounded-card bg-subtle p-4">
          <p className="text-sm font-semibold text-text">Your login ID should have</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted">
            {personalisedLoginIdRules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </div>
        {error && <Alert tone="error">{error}</Alert>}
        <Button type="submit" loading={pending === 'save'} className="tablet:self-end">
          Save
        </Button>
      </form>
    </NoticeScreen>
  );
}
