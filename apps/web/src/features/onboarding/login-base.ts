import { useLocation } from 'react-router';
import { regPath, useRegArea } from './reg-area';

/** createlogin, or dclogin when a partner's link brought the person. */
export function useLoginBase(): (page: 'generate-otp' | 'verify-otp' | 'search-login') => string {
  const { pathname } = useLocation();
  const area = useRegArea();
  const base = pathname.includes('/dclogin/') ? 'dclogin' : 'createlogin';
  return (page) => regPath(area, `${base}/${page}`);
}
