import { ShieldX } from 'lucide-react';
import { ButtonLink } from '../../ui/button-link';
import { NoticeScreen } from '../../ui/notice-screen';

/** /tradereg/unauthorised-access and /emftradereg/unauthorised-access (spec 1 section 5). */
export function UnauthorisedPage() {
  return (
    <NoticeScreen
      icon={ShieldX}
      tone="loss"
      title="UNAUTHORIZED ACCESS"
      actions={<ButtonLink to="/">Go to home</ButtonLink>}
    >
      <p>This page is not available for your type of account.</p>
    </NoticeScreen>
  );
}
