import { ButtonLink } from '../../../ui/button-link';
import { investPath } from '../../../lib/paths';

interface InvestButtonsProps {
  schCode: number;
  sip: boolean;
  /** Names the buttons for screen readers where several funds stand on one page. */
  schemeName?: string;
  sipLabel?: string;
  className?: string;
}

/** Invest (lumpsum) and, where the scheme takes SIPs, Start SIP: both lead to the purchase page. */
export function InvestButtons({
  schCode,
  sip,
  schemeName,
  sipLabel = 'Start SIP',
  className,
}: InvestButtonsProps) {
  return (
    <>
      <ButtonLink
        to={investPath(schCode)}
        className={className}
        aria-label={schemeName ? `Invest in ${schemeName}` : undefined}
      >
        Invest
      </ButtonLink>
      {sip && (
        <ButtonLink
          variant="secondary"
          to={investPath(schCode, 'sip')}
          className={className}
          aria-label={schemeName ? `Start SIP in ${schemeName}` : undefined}
        >
          {sipLabel}
        </ButtonLink>
      )}
    </>
  );
}
