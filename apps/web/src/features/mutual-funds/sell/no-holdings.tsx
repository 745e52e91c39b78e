import { ButtonLink } from '../../../ui/button-link';
import { fundsPath } from '../../../lib/paths';

/** Nothing to sell: why, and what to do next (DESIGN.md). */
export function NoHoldings({
  text = 'You do not hold units of any scheme that can be sold at present. Units appear here once they are allotted.',
}: {
  text?: string;
}) {
  return (
    <div className="flex flex-col items-start gap-4">
      <p className="text-[15px] text-text">{text}</p>
      <div className="flex flex-col gap-3 tablet:flex-row">
        <ButtonLink to="/portfolio">View portfolio</ButtonLink>
        <ButtonLink variant="secondary" to={fundsPath(false)}>
          Explore funds
        </ButtonLink>
      </div>
    </div>
  );
}
