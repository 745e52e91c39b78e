import { nomineeLimits } from '../../codes/nominee.js';
import { nomineeMessages } from '../../messages.js';

export function consentsError(ticked: readonly boolean[]): string | null {
  return ticked.length > 0 && ticked.every(Boolean) ? null : nomineeMessages.checkConsent;
}

export const nomineeOtpPattern = new RegExp(`^\\d{${nomineeLimits.otpLength}}$`);

export function nomineeOtpError(otp: string): string | null {
  return nomineeOtpPattern.test(otp.trim()) ? null : nomineeMessages.otpInvalid;
}

/** Whether the resend button may be used: 30 seconds after the last send. */
export function canResendOtp(lastSentAtMs: number, nowMs: number): boolean {
  return nowMs - lastSentAtMs >= nomineeLimits.otpResendSeconds * 1000;
}

/** The opt screen's label: DP for a demat (EW) account, else Mutual Fund. */
export function optPreferenceHolding(accType: string): 'DP' | 'Mutual Fund' {
  return accType === 'EW' ? 'DP' : 'Mutual Fund';
}
