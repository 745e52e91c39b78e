import {
  type HolderRole,
  loadMobEmailCall,
  onboardingMessages,
  vrfyMobEmailCall,
  vrfyMobEmailLinkCall,
} from '@cdesk/domain';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../ui/toast';
import { regCall } from '../reg-gateway';
import { saving, useStepData } from './holder-form';

/** The holder's contact OTPs: verify them, resend them, or verify the e-mail by a link. */
export function useVrfyMobEmail(holder: HolderRole) {
  const [mobileOtp, setMobileOtp] = useState('');
  const [emailOtp, setEmailOtp] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [info, setInfo] = useState('');
  const [pending, setPending] = useState('');
  const { data, setData, error } = useStepData(`vrfy-${holder}`, (signal) =>
    regCall(loadMobEmailCall, { holder }, { signal }),
  );

  const verify = async () => {
    const body = { holder, mobileOtp, emailOtp };
    try {
      const done = await saving(setErrors, () => regCall(vrfyMobEmailCall, body));
      if (!done) return null;
      toast(onboardingMessages.verified);
      return done.nextScreenId;
    } catch (caught) {
      // Either contact may have been verified even though the other was not.
      const reply = await regCall(loadMobEmailCall, { holder }).catch(() => null);
      if (reply) setData(reply);
      throw caught;
    }
  };

  const act = async (name: string, action: () => Promise<string>) => {
    setPending(name);
    setInfo('');
    try {
      setInfo(await action());
    } catch (caught) {
      setInfo(errorMessage(caught));
    } finally {
      setPending('');
    }
  };
  const resend = () =>
    act('resend', async () => {
      await regCall(vrfyMobEmailCall, { holder, resend: 'Y' });
      setMobileOtp('');
      setEmailOtp('');
      return 'A new OTP has been sent.';
    });
  const sendLink = () =>
    act('link', async () => {
      const sent = await regCall(vrfyMobEmailLinkCall, { holder, action: 'send' });
      return `A verification link has been sent to ${sent?.maskedEmail ?? 'your e-mail'}. Open it, then choose “I have opened the link”.`;
    });
  const checkLink = () =>
    act('status', async () => {
      const status = await regCall(vrfyMobEmailLinkCall, { holder, action: 'status' });
      const reply = await regCall(loadMobEmailCall, { holder });
      if (reply) setData(reply);
      return status?.emailVerified ? 'Your e-mail is verified.' : '';
    });

  return {
    mobileOtp,
    setMobileOtp,
    emailOtp,
    setEmailOtp,
    errors,
    info,
    pending,
    data,
    error,
    verify,
    resend,
    sendLink,
    checkLink,
  };
}
