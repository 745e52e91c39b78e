import {
  helpQueryCategories,
  sendQueryCall,
  helpQueryLimits,
  type HelpQueryCategory,
  type TSendQueryRequest,
} from '@cdesk/domain';
import { ArrowLeft, CircleCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError, gatewayPost } from '../../lib/api';
import { useAction } from '../../lib/use-action';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { Card } from '../../ui/card';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { queryProblems, type QueryProblems } from './query-problems';

/** What /verifyemail's Continue is about, so the investor need not find the words. */
const topics: Record<string, { category: HelpQueryCategory; subject: string }> = {
  email: { category: 'PROFILE', subject: 'E-mails are not reaching me' },
};

/**
 * /help-and-support/send-query: a query to help and support (POST .../helpdesk/sendQuery). The
 * full help and support area is built separately; this is the form /verifyemail leads to.
 */
export function SendQueryPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const topic = topics[params.get('topic') ?? ''];
  const [form, setForm] = useState<TSendQueryRequest>({
    category: topic?.category ?? 'OTHER',
    subject: topic?.subject ?? '',
    message: '',
  });
  const [problems, setProblems] = useState<QueryProblems>({});
  const [sent, setSent] = useState<{ message: string; referenceNo: string } | null>(null);
  const { run, pending, error } = useAction<'send'>();
  const categoryId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = queryProblems(form);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    void run('send', async () => {
      const reply = await gatewayPost(sendQueryCall, form);
      if (!reply.isSuccess) throw new ApiError(reply.displayMessage, 200, reply.errCode);
      setSent({ message: reply.displayMessage, referenceNo: reply.data.referenceNo });
    });
  }

  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-8 tablet:px-6 tablet:py-10">
      <button
        type="button"
        onClick={() => void navigate(-1)}
        className="-ml-2 inline-flex min-h-11 items-center gap-1.5 rounded-card px-2 text-sm font-medium text-brand hover:bg-brand-soft"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Back
      </button>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight tablet:text-3xl">Send a query</h1>
      <p className="mt-1.5 text-muted">Tell us what went wrong; we reply by SMS and e-mail.</p>
      <Card className="mt-8 max-w-xl p-5 tablet:p-8">
        {sent ? (
          <div className="flex flex-col gap-5">
            <div role="status" className="flex items-start gap-3">
              <CircleCheck aria-hidden className="mt-0.5 size-6 shrink-0 text-gain" />
              <p className="text-[15px] leading-relaxed text-text">{sent.message}</p>
            </div>
            <p className="text-sm text-muted">
              Reference number{' '}
              <span className="figures font-semibold text-text select-all">{sent.referenceNo}</span>
            </p>
            <ButtonLink to="/" className="tablet:self-start">
              Continue
            </ButtonLink>
          </div>
        ) : (
          <form noValidate onSubmit={submit} className="flex flex-col gap-5">
            {error && <Alert tone="error">{error}</Alert>}
            <div className="flex flex-col gap-1.5">
              <label htmlFor={categoryId} className="text-sm font-medium text-muted">
                Category
              </label>
              <select
                id={categoryId}
                value={form.category}
                onChange={(e) =>
                  setForm({ ...form, category: e.target.value as HelpQueryCategory })
                }
                className="h-12 w-full rounded-card border border-border-strong bg-surface px-3 text-base text-text"
              >
                {helpQueryCategories.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.label}
                  </option>
                ))}
              </select>
            </div>
            <Field label="Subject" error={problems.subject}>
              {(control) => (
                <Input
                  {...control}
                  value={form.subject}
                  maxLength={helpQueryLimits.subjectMax}
                  onChange={(e) => setForm({ ...form, subject: e.target.value })}
                />
              )}
            </Field>
            <Field
              label="Message"
              error={problems.message}
              hint="For example, the e-mail address you want us to use."
            >
              {(control) => (
                <textarea
                  {...control}
                  value={form.message}
                  rows={5}
                  maxLength={helpQueryLimits.messageMax}
                  onChange={(e) => setForm({ ...form, message: e.target.value })}
                  className="w-full rounded-card border border-border-strong bg-surface px-3 py-2.5 text-base text-text focus-visible:border-brand focus-visible:outline-offset-0 aria-[invalid=true]:border-loss"
                />
              )}
            </Field>
            <Button type="submit" loading={pending === 'send'} className="tablet:self-start">
              Send query
            </Button>
          </form>
        )}
      </Card>
    </main>
  );
}
