import { formatPaise } from '../rules/format.js';
import type { Paise } from '../rules/money.js';

/** Messages of redemption, switch, insta cash, the eDIS check and the transaction OTP (spec 3 sections 4, 6 and 8). */
export const sellMessages = {
  /** A confirm that repeats an earlier one's idempotency key with other details. */
  idempotencyKeyReused:
    'This request was already placed with different details, so it was not placed again. Your earlier order stands; start a new request to place another.',
  /** Spec 3 section 8: the redemption warning, asked before a redemption or switch is confirmed. */
  balanceWarning:
    'The given transaction may get rejected if the balance units are insufficient at the time of execution. Do you want to proceed ?',
  /** Spec 3 section 8: a demat holding with no POA/DDPI and the eDIS flag N. */
  poaNotInFavour:
    'Client POA/DDPI is not in the favor of NJ, you cannot authorize this transaction. Kindly contact your partner or NJ customer care for further assistance.',
  /** Spec 3 section 4: a demat holding with no POA/DDPI and the eDIS flag Y. */
  edisRedirect:
    'Your units are held in demat mode. You will be redirected to the depository to authorise this transaction by eDIS. Do you want to proceed?',
  folioRequired: 'Please select a folio.',
  folioInvalid: 'Folio number should be valid.',
  folioNotFound: 'The selected folio was not found in your account.',
  holdingNotFound: 'You do not hold units of this scheme in the selected folio.',
  sellByInvalid: 'Please choose to redeem by amount, by units or all units.',
  unitsInvalid: 'Units should be valid (up to 3 decimals).',
  amountRequired: 'Please enter the amount.',
  unitsRequired: 'Please enter the units.',
  notPositive: 'Amount or units should be more than zero.',
  noFreeUnits: 'No units of this folio are free to redeem at present.',
  noFreeUnitsUntil: (date: string) =>
    `No units of this folio are free to redeem at present; the next units leave their lock-in on ${date}.`,
  insufficientUnits: (free: string) =>
    `The units to redeem are more than the units free to redeem (${free}).`,
  noNav: 'The NAV of this scheme is not available at present. Please try again later.',
  targetRequired: 'Please select the scheme to switch to.',
  targetNotFound: 'The scheme to switch to was not found.',
  sameScheme: 'The scheme to switch to should be different from the scheme switched out of.',
  otherAmc: 'A switch is possible only into a scheme of the same AMC.',
  targetClosed: 'The scheme to switch to is not open for purchase at present.',
  nfoClosed: 'The New Fund Offer period of this scheme is closed.',
  minSwitchIn: (amount: string) => `Minimum purchase amount for this scheme is ${amount}.`,
  instaCashNotEligible: 'Insta cash is available only from liquid and overnight funds.',
  instaCashAboveLimit: (available: Paise) =>
    `Insta cash available in this scheme today is ${formatPaise(available)}. Please enter an amount up to it.`,
  instaCashNoneLeft: 'The insta cash limit of this scheme for today has been used.',
  emfRestriction:
    'This product/option/report is not available for the E-Wealth MF account clients. To opt for the same please contact your Mutual Fund Partner.',
  otpPurpose: 'Please choose a valid transaction to authorise.',
  otpSent: 'An OTP has been sent to your registered mobile number and e-mail ID.',
  otpRequired: 'Please enter the OTP.',
  otpInvalid: 'Invalid OTP. Please try again.',
  otpExpired: 'The OTP has expired. Please generate a new OTP.',
  otpAttempts: 'You have entered a wrong OTP too many times. Please generate a new OTP.',
  otpResendWait: (seconds: number) => `Please wait ${seconds} seconds before you resend the OTP.`,
  sessionIdInvalid: 'The transaction reference should be valid.',
  orderNotFound: 'The transaction was not found.',
  edisNotFound: 'The eDIS request was not found.',
  edisDeclined:
    'The eDIS authorisation was declined at the depository. Your transaction has not been placed.',
  edisPending: 'The eDIS authorisation has not been completed at the depository yet.',
  /** Spec 3 section 4: the confirmation a bulk switch asks (CONFIRMATIOM), naming each switch. */
  bulkSwitchQuestion: (legs: readonly string[]) =>
    `This bulk switch places ${legs.length} switches: ${legs.map((leg, i) => `(${i + 1}) ${leg}`).join('; ')}. Are you sure you want to proceed?`,
  /** One switch of a bulk switch, as its question names it. */
  bulkSwitchLeg: (what: string, from: string, to: string, folioNo: string) =>
    `${what} of ${from} into ${to} (folio ${folioNo})`,
  /** An authorisation that would send more than one order of demat units to the depository. */
  edisOneAtATime:
    'Only one transaction of demat units can be sent to the depository for eDIS at a time. Kindly ask your partner to place these switches separately.',
  placed: 'Your transaction has been placed.',
  noBank: 'Please register a bank account to receive the redemption amount.',
  planReference: 'The order reference should be valid.',
  awaitingNav: (date: string) => `Awaiting the NAV of ${date}.`,
  /** The redemption cut-off of the scheme sold, as the sell preview states it (cut-off.ts). */
  cutOff: (time: string, liquidOrOvernight: boolean) =>
    liquidOrOvernight
      ? `Redemptions placed before ${time} on a business day get the NAV of the day before the next business day; later ones the NAV of the next business day.`
      : `Redemptions placed before ${time} on a business day get that day's NAV; later ones the NAV of the next business day.`,
  /** Asked before money leaves a Direct plan for a Regular one (a switch or an STP). */
  directToRegularTitle: 'Move from a Direct plan to a Regular plan?',
  directToRegularQuestion: (from: string, to: string) =>
    `You are moving money from ${from} into ${to}. A Regular plan has a higher expense ratio than the Direct plan of the same scheme, because it pays a commission to the distributor. That commission is taken from the scheme's assets, so it comes out of your returns for as long as you stay invested. Do you want to proceed ?`,
  directToRegularYes: 'Yes, move to the Regular plan',
  directToRegularNo: 'No, choose another scheme',
  /** The server's refusal when a Direct to Regular move arrives without that answer. */
  directToRegularUnconfirmed:
    'Please confirm that you want to move from a Direct plan to a Regular plan.',
} as const;
