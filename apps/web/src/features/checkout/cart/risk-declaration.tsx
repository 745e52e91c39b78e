import { compareRisk, isRiskLevel, purchaseScreenMessages, type RiskLevel } from '@cdesk/domain';
import { useAppDispatch } from '../../../lib/store';
import { Checkbox } from '../../../ui/checkbox';
import { riskDeclarationSet } from './cart-slice';
import type { Cart } from './cart-state';

/**
 * Without a declaration the gateway refuses a scheme riskier than the investor's profile. The
 * profile stays on the server, so the cart asks up front for 'High' and 'Very High' schemes, and
 * for any scheme above `from` once the gateway has refused (errCode RISK_DECLARATION).
 */
export function riskyItems(cart: Cart, from: RiskLevel = 'High') {
  return cart.items.filter(
    (item) => isRiskLevel(item.riskometerVal) && compareRisk(item.riskometerVal, from) >= 0,
  );
}

interface RiskDeclarationProps {
  nfo: boolean;
  cart: Cart;
  from?: RiskLevel;
}

export function RiskDeclaration({ nfo, cart, from }: RiskDeclarationProps) {
  const dispatch = useAppDispatch();
  const risky = riskyItems(cart, from);
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
