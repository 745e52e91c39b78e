import {
  compareRisk,
  getRiskProfileCall,
  isRiskLevel,
  purchaseScreenMessages,
  riskLevels,
  type RiskLevel,
} from '@cdesk/domain';
import { gatewayCall } from '../../../lib/api';
import { useAppDispatch } from '../../../lib/store';
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { Checkbox } from '../../../ui/checkbox';
import { riskDeclarationSet } from './cart-slice';
import type { Cart } from './cart-state';

/** The cart's items whose riskometer is `from` or above. */
export function riskyItems(cart: Cart, from: RiskLevel | null) {
  if (from === null) return [];
  return cart.items.filter(
    (item) => isRiskLevel(item.riskometerVal) && compareRisk(item.riskometerVal, from) >= 0,
  );
}

/** The first riskometer level above the profile's; null when nothing is above it. */
function levelAbove(level: RiskLevel): RiskLevel | null {
  return riskLevels[riskLevels.indexOf(level) + 1] ?? null;
}

/**
 * The investor's saved risk profile (Help me invest records it): the declaration names it, and
 * asks only for the schemes above it. Until it is known, or without one, 'High' and 'Very High'.
 */
function useRiskProfile() {
  const { data } = useGatewayLoad('risk-profile', (signal) =>
    gatewayCall(getRiskProfileCall, {}, { signal }),
  );
  return data?.profile ?? null;
}

interface RiskDeclarationProps {
  nfo: boolean;
  cart: Cart;
  /**
   * Ask for every scheme from this level up: after the gateway has refused the cart (errCode
   * RISK_DECLARATION) the payment page asks from 'Low'.
   */
  from?: RiskLevel;
}

/** Without a declaration the gateway refuses a scheme riskier than the investor's profile. */
export function RiskDeclaration({ nfo, cart, from }: RiskDeclarationProps) {
  const dispatch = useAppDispatch();
  const profile = useRiskProfile();
  const risky = riskyItems(cart, from ?? (profile ? levelAbove(profile.riskLevel) : 'High'));
  if (risky.length === 0) return null;
  const text = purchaseScreenMessages.riskDeclarationText(
    risky.map((item) => item.schemeName).join(', '),
  );
  return (
    <Checkbox
      label={
        profile ? (
          <>
            {text} <span className="text-muted">(Your risk profile: {profile.profileName}.)</span>
          </>
        ) : (
          text
        )
      }
      className="items-start"
      checked={risky.every((item) => item.riskDeclAccepted === 'Y')}
      onChange={(event) =>
        dispatch(
          riskDeclarationSet({
            nfo,
            accepted: event.target.checked,
            riskDeclContent: text,
            riskProfileId: profile?.riskProfileId ?? '',
          }),
        )
      }
    />
  );
}
