import { useAppSelector } from '../../app/store';

interface WithFrame {
  frame?: { selectedAccode?: unknown };
}

/**
 * The account code the portfolio shows: the one chosen in the header's 'Showing for' selector
 * when there is one (ALL for the whole family), else the investor's own.
 */
export function useReportAcCode(): string | null {
  const selected = useAppSelector((state) => (state as WithFrame).frame?.selectedAccode);
  const own = useAppSelector((state) => state.access.ucc_dtl[0]?.acCode ?? '');
  if (typeof selected === 'string' && selected !== '') return selected;
  return own === '' ? null : own;
}
