import { emfProductIds, messages, type AccountType, type ProductId } from '@cdesk/domain';
import { useAppSelector } from '../../lib/store';

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

/**
 * Spec 1 section 6: the message an EMF client sees on a product, option or report that is not for
 * them, or null when it is available. Pass no product for options and reports that are EW-only.
 */
export function emfRestriction(accType: AccountType | '', product?: ProductId): string | null {
  if (accType !== 'EMF') return null;
  if (product && emfProductIds.includes(product)) return null;
  return messages.emfNotAvailable;
}

/** The same check for the logged-in investor. */
export function useEmfRestriction(): (product?: ProductId) => string | null {
  const accType = useAppSelector((state) => state.access.accType);
  return (product) => emfRestriction(accType, product);
}
