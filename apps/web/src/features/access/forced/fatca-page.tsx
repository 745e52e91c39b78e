import { messages } from '@cdesk/domain';
import { FileCheck2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { continueChain } from '../post-login-chain';
import { useAction } from '../../../lib/use-action';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { NoticeScreen } from '../../../ui/notice-screen';
import { SafeHtml } from '../../../ui/safe-html';
import { Skeleton } from '../../../ui/skeleton';
import { FatcaConsent } from './fatca-consent';
import { checkFatcaDeclaration, saveFatcaDeclaration } from './forced-calls';
import { useFacts } from './use-facts';
import { errorMessage } from '../../../lib/error-message';

/** /fatcadeclaration: the declaration, the investor's consent, then on along the chain. */
export function FatcaPage() {
  const facts = useFacts();
  const [html, setHtml] = useState<string | null>(null);
  const [loadError, setLoadError] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [consentError, setConsentError] = useState('');
  const { run, pending, error } = useAction<'save'>();

  useEffect(() => {
    const controller = new AbortController();
    checkFatcaDeclaration(controller.signal)
      .then((reply) => setHtml(reply.fatcaHtml))
      .catch((caught: unknown) => {
        if (controller.signal.aborted) return;
        // The activation check carried the same text; use it rather than block the investor.
        if (facts.fatcaHtml) return setHtml(facts.fatcaHtml);
        setLoadError(errorMessage(caught));
      });
    return () => controller.abort();
  }, [facts.fatcaHtml]);

  function onContinue() {
    if (!accepted) return setConsentError(messages.uncheckedField('Declaration'));
    void run('save', async () => {
      await saveFatcaDeclaration();
      await continueChain();
    });
  }

  return (
    <NoticeScreen
      icon={FileCheck2}
      tone="brand"
      eyebrow="Action needed"
      title="FATCA / CRS self-declaration"
      actions={
        <Button loading={pending === 'save'} disabled={html === null} onClick={onContinue}>
          Continue
        </Button>
      }
    >
      <p>Please read the declaration below and confirm it to continue to your desk.</p>
      <div className="mt-5 max-h-[45dvh] overflow-y-auto rounded-card border border-border bg-subtle p-4 tablet:max-h-none">
        {html === null && !loadError && (
          <div role="status" aria-label="Loading the declaration" className="flex flex-col gap-2">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-11/12" />
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        )}
        {html !== null && <SafeHtml html={html} />}
        {loadError && <Alert tone="error">{loadError}</Alert>}
      </div>
      <FatcaConsent
        accepted={accepted}
        consentError={consentError}
        onChange={(checked) => {
          setAccepted(checked);
          setConsentError('');
        }}
      />
      {error && (
        <Alert tone="error" className="mt-4">
          {error}
        </Alert>
      )}
    </NoticeScreen>
  );
}
