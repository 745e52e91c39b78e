import type { SystematicPlanType } from '@cdesk/domain';
import { useSearchParams } from 'react-router';
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { planCalls } from './plans-calls';

/** The planId of the page's address; 0 when it is missing or not a number. */
export function usePlanId(): number {
  const [params] = useSearchParams();
  const id = Number(params.get('planId') ?? '');
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

/** One of the investor's plans, from the list of its type. */
export function usePlan(planType: SystematicPlanType, planId: number) {
  return useGatewayLoad(`${planType}-${planId}`, async (signal) => {
    const { plans, twoFactor } = await planCalls.getSystematicPlans({ planType }, signal);
    return { plan: plans.find((p) => p.planId === planId) ?? null, twoFactor };
  });
}
