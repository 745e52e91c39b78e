import { registrationArea, type RegistrationAccountType } from '@cdesk/domain';
import { useLocation } from 'react-router';

export type RegArea = 'tradereg' | 'emftradereg';

/** The area of a path: /emftradereg for E-Wealth MF applications, /tradereg otherwise. */
export function areaOfPath(pathname: string): RegArea {
  return pathname === '/emftradereg' || pathname.startsWith('/emftradereg/')
    ? 'emftradereg'
    : 'tradereg';
}

export function useRegArea(): RegArea {
  return areaOfPath(useLocation().pathname);
}

/** A page of the area: regPath('emftradereg', 'createlogin/generate-otp'). */
export function regPath(area: RegArea, sub = ''): string {
  return sub ? `/${area}/${sub.replace(/^\//, '')}` : `/${area}`;
}

export function areaOf(accountType: RegistrationAccountType): RegArea {
  return registrationArea(accountType);
}

export function accountTypeOfArea(area: RegArea): RegistrationAccountType {
  return area === 'emftradereg' ? 'EMF' : 'EW';
}
