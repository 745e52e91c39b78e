/** Where goals and needs, and Help me invest, live (spec 1 section 2.4). */
export const goalsPath = '/goals';
export const helpMeInvestPath = '/help-me-invest';

export function createNeedPath(goalId?: number): string {
  return goalId === undefined ? '/createneed' : `/createneed?goalId=${goalId}`;
}

export function viewNeedPath(goalId: number): string {
  return `/viewneed?goalId=${goalId}`;
}
