import { Fingerprint } from 'lucide-react';
import { Button } from '../../../ui/button';
import { MessageDialog } from '../../../ui/dialog';
import { NoticeScreen } from '../../../ui/notice-screen';
import { SafeHtml } from '../../../ui/safe-html';
import { skipStep } from './skip-step';
import { useFacts } from './use-facts';
import { usePanAadhaarSeeding } from './use-pan-aadhaar-seeding';

/** /panAadhaarSeeding (spec 1 section 2.2). */
export function PanAadhaarPage() {
  const facts = useFacts();
  const { run, pending, error, popup, setPopup, ask, confirm } = usePanAadhaarSeeding();
  const deactive = facts.isPanWithAadharDeactive === 'Y';

  return (
    <NoticeScreen
      error={error}
      icon={Fingerprint}
      tone="warning"
      eyebrow="Action needed"
      title="Link your PAN with Aadhaar"
      actions={
        <>
          <Button
            loading={pending === 'LINK_NOW'}
            disabled={pending !== null}
            onClick={() => ask('LINK_NOW')}
          >
            Link Now
          </Button>
          <Button
            variant="secondary"
            loading={pending === 'ALREADY_LINKED'}
            disabled={pending !== null}
            onClick={() => ask('ALREADY_LINKED')}
          >
            Already Linked
          </Button>
          {!deactive && (
            <Button
              variant="ghost"
              loading={pending === 'later'}
              disabled={pending !== null}
              className="tablet:mr-auto"
              onClick={() => void run('later', skipStep('PAN_AADHAAR'))}
            >
              Ask me Later
            </Button>
          )}
        </>
      }
    >
      <SafeHtml html={facts.panAahaarSeedingHtml} />
      {popup && (
        <MessageDialog
          open
          title={popup.action === 'LINK_NOW' ? 'Link PAN with Aadhaar' : 'PAN-Aadhaar link'}
          onConfirm={() => confirm(popup)}
          onClose={() => setPopup(null)}
        >
          {popup.message}
        </MessageDialog>
      )}
    </NoticeScreen>
  );
}
