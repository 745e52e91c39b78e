import {
  deleteGoalCall,
  getGoalCall,
  getGoalHoldingsCall,
  getGoalReturnAssumptionsCall,
  getGoalsCall,
  getInvestSuggestionsCall,
  getRiskProfileCall,
  saveGoalCall,
  saveRiskProfileCall,
  type TSaveGoalRequest,
  type TSaveRiskProfileRequest,
} from '@cdesk/domain';
import { gatewayCall } from '../../lib/api';

export const goalCalls = {
  getGoals: (signal?: AbortSignal) => gatewayCall(getGoalsCall, {}, { signal }),
  getGoal: (goalId: number, signal?: AbortSignal) =>
    gatewayCall(getGoalCall, { goalId }, { signal }),
  getAssumptions: (signal?: AbortSignal) =>
    gatewayCall(getGoalReturnAssumptionsCall, {}, { signal }),
  getHoldings: (signal?: AbortSignal) => gatewayCall(getGoalHoldingsCall, {}, { signal }),
  saveGoal: (body: TSaveGoalRequest) => gatewayCall(saveGoalCall, body),
  deleteGoal: (goalId: number) => gatewayCall(deleteGoalCall, { goalId }),
  getRiskProfile: (signal?: AbortSignal) => gatewayCall(getRiskProfileCall, {}, { signal }),
  saveRiskProfile: (body: TSaveRiskProfileRequest) => gatewayCall(saveRiskProfileCall, body),
  getSuggestions: (signal?: AbortSignal) => gatewayCall(getInvestSuggestionsCall, {}, { signal }),
};
