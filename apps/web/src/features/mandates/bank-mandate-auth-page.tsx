import { Navigate } from 'react-router';
import { banksMandatePath } from './mandate-calls';

/**
 * /banks-mandate-auth?d=: a partner's mandate request on the logged-in desk. The banks-Mandate
 * tab lists what waits for the investor's authorisation first, each with its Authorise action.
 */
export function BankMandateAuthPage() {
  return <Navigate to={banksMandatePath} replace />;
}
