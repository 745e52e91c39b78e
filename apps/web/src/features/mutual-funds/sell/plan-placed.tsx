import { formatAmount, showDate, type TRegisterSwpResponse } from '@cdesk/domain';
import { Button } from '../../../ui/button';
import { ButtonLink } from '../../../ui/button-link';
import { CopyValue } from '../../checkout';
import { mySystematicPlansPath } from './sell-paths';
import type { PlanChoice } from './plan-choice';

interface PlanPlacedProps {
  plan: 'SWP' | 'STP';
  placed: TRegisterSwpResponse;
  choice: PlanChoice;
  onAnother: () => void;
}

/** The registered plan: its reference, number and the dates its installments run. */
export function PlanPlaced({ plan, placed, choice, onAnother }: PlanPlacedProps) {
  return (
    <div role="status" className="flex flex-col gap-4">
      <p className="text-lg font-semibold text-gain">Registered</p>
      <p className="text-[15px] text-text">{placed.message}</p>
      <div>
        <CopyValue label="Reference" value={placed.tid} />
        <CopyValue label={`${plan} number`} value={String(placed.planId)} />
      </div>
      <p className="figures text-sm text-muted">
        {placed.installmentDates.length} installments of{' '}
        {formatAmount(choice.amount.replace(/,/g, ''), { symbol: true })}, from{' '}
        {showDate(placed.installmentDates[0] ?? placed.startDate)} to {showDate(placed.endDate)}
      </p>
      <div className="flex flex-col gap-3 tablet:flex-row">
        <ButtonLink to={mySystematicPlansPath}>My systematic plans</ButtonLink>
        <Button variant="secondary" onClick={onAnother}>
          Register another
        </Button>
      </div>
    </div>
  );
}
