import { purchaseScreenMessages } from '@cdesk/domain';
import { useAppDispatch } from '../../../app/store';
import { Checkbox } from '../../../ui/checkbox';
import { riskDeclarationSet } from './cart-slice';
import type { Cart } from './cart-state';

/**
 * The riskometer levels, lowest first. A scheme at 'High' or above asks the investor to declare
 * they accept the risk; the server holds the investor's profile and refuses a confirm without it
 * when the scheme is above that profile.
 */
const levels = ['low', 'low to moderate', 'moderate', 'moderately high', 'high', 'very high'];
const declareFrom = levels.indexOf('high');

export function needsRiskDeclaration(riskometerVal: string): boolean {
  return levels.indexOf(riskometerVal.trim().toLowerCase()) >= declareFrom;
}

export function RiskDeclaration({ nfo, cart }: { nfo: boolean; cart: Cart }) {
  const dispatch = useAppDispatch();
  const risky = cart.items.filter((item) => needsRiskDeclaration(item.riskometerVal));
  if (risky.length === 0) return null;
  const text = purchaseScreenMessages.riskDeclarationText(
    risky.map((item) => item.schemeName).join(', '),
  );
  return (
    <Checkbox
      label={text}
      className="items-start"
      checked={risky.every((item) => item.riskDeclAccepted === 'Y')}
      onChange={(event) =>
        dispatch(
          riskDeclarationSet({
            nfo,
            accepted: event.target.checked,
            riskDeclContent: text,
            riskProfileId: '',
          }),
        )
      }
    />
  );
}
