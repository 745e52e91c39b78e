import { signScreenTitle, type SignMode } from '@cdesk/domain';
import type { ComponentProps } from 'react';
import { MessageDialog } from '../../ui/dialog';
import { WizardFrame } from './wizard-frame';

/** What the sign step gives either way of signing. */
export interface SignerProps {
  nomiReqId: string;
  isFromTransact: boolean;
  onBack?: () => void;
}

interface SignFrameProps extends Omit<ComponentProps<typeof WizardFrame>, 'title' | 'stage'> {
  mode: SignMode;
  /** A message that needs an answer before the screen goes on; empty when there is none. */
  popup: string;
  onPopupClosed: () => void;
}

/** An S5 screen, signing by OTP or by Aadhaar e-sign, with its popup for the server's words. */
export function SignFrame({ mode, popup, onPopupClosed, children, ...props }: SignFrameProps) {
  return (
    <WizardFrame title={signScreenTitle(mode)} stage="Sign" {...props}>
      {children}
      <MessageDialog
        open={popup !== ''}
        title={signScreenTitle(mode)}
        onConfirm={onPopupClosed}
        onClose={onPopupClosed}
      >
        {popup}
      </MessageDialog>
    </WizardFrame>
  );
}
