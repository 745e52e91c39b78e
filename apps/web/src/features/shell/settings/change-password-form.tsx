import {
  changePasswordCall,
  hasPendingSteps,
  passwordChangeProblem,
  type ZChangePasswordRequest,
} from '@cdesk/domain';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { ApiError, gatewayPost } from '../../../lib/api';
import type { RequestOf } from '../../../lib/contract';
import { flashSet } from '../../../lib/session-events';
import { continueChain } from '../../access';
import { store, useAppSelector } from '../../../lib/store';
import { useAction } from '../../../lib/use-action';
import { Alert } from '../../../ui/alert';
import { PasswordField } from '../../../ui/password-field';
import { SettingsForm } from './settings-form';
import { PasswordRulesList } from './password-rules-list';

const empty = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** login/changePassword; when the change was forced, the chain goes on once it is done. */
export function ChangePasswordForm() {
  const { loginid, njacno } = useAppSelector((state) => state.access);
  const facts = useAppSelector((state) => state.access.activation);
  const expired = facts?.isPasswordExpired === 'Y';
  const forced = expired || facts?.chnagePassWord === 'Y';
  const [form, setForm] = useState(empty);
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState('');
  const { run, pending, error } = useAction<'save'>();

  const field = (name: keyof typeof empty) => ({
    name,
    maxLength: 128,
    value: form[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setForm((current) => ({ ...current, [name]: event.target.value }));
      setProblem('');
      setDone('');
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = passwordChangeProblem(form, [loginid, njacno]);
    setProblem(found ?? '');
    if (found) return;
    void run('save', async () => {
      const body = form satisfies RequestOf<typeof ZChangePasswordRequest>;
      const reply = await gatewayPost(changePasswordCall, body);
      if (!reply.isSuccess) throw new ApiError(reply.displayMessage, 200, reply.errCode);
      setForm(empty);
      const message = reply.displayMessage;
      if (!forced) return setDone(message);
      const target = await continueChain();
      const now = store.getState().access.activation;
      const path = now && hasPendingSteps(now) ? null : target.path;
      if (path)
        store.dispatch(flashSet({ tone: 'info', text: message, path: path.split('?')[0] ?? '/' }));
    });
  }

  return (
    <SettingsForm
      onSubmit={submit}
      intro={
        forced && (
          <Alert tone="info">
            {expired
              ? 'Your password has expired. Please set a new one to continue.'
              : 'Please set a new password of your own to continue.'}
          </Alert>
        )
      }
      done={done}
      problem={problem || error || ''}
      saving={pending === 'save'}
      submitLabel="Change password"
    >
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        {...field('oldPassword')}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        aria-describedby="password-rules"
        {...field('newPassword')}
      />
      <PasswordRulesList password={form.newPassword} />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
    </SettingsForm>
  );
}
