import { emfRestriction, type AccountType, type ProductId } from '@cdesk/domain';
import { useAppSelector } from './store';

const areas = [
  { prefix: '/tradereg', accType: 'EW' },
  { prefix: '/emftradereg', accType: 'EMF' },
] as const;

/**
 * Spec 1 section 5: EMF accounts only reach /emftradereg routes and EW accounts only /tradereg
 * routes; anyone else is sent to that area's unauthorised page. Null when the path may show.
 */
export function accountTypeRedirect(accType: AccountType | '', pathname: string): string | null {
  const area = areas.find(({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  if (!area || accType === area.accType) return null;
  const unauthorised = `${area.prefix}/unauthorised-access`;
  return pathname === unauthorised ? null : unauthorised;
}

/** The EMF rule of spec 1 section 6 (domain emfRestriction) for the logged-in investor. */
export function useEmfRestriction(): (product?: ProductId) => string | null {
  const accType = useAppSelector((state) => state.access.accType);
  return (product) => emfRestriction(accType, product);
}
