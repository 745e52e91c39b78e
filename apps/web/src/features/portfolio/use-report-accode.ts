import { selectSelectedAccode } from '../../lib/frame-slice';
import { useAppSelector } from '../../lib/store';

/**
 * The account code the portfolio shows: the one chosen in the header's 'Showing for' selector
 * when there is one (ALL for the whole family), else the investor's own.
 */
export function useReportAcCode(): string | null {
  const selected = useAppSelector(selectSelectedAccode);
  const own = useAppSelector((state) => state.access.ucc_dtl[0]?.acCode ?? '');
  if (selected !== '') return selected;
  return own === '' ? null : own;
}
