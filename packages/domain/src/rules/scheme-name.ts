/**
 * The name a holding is shown by. The 8-field NAVAll file gives plan and option apart from the
 * name ('HDFC Mid Cap Fund', Direct, Growth); the older file folds them into it.
 */
export function schemeDisplayName(name: string, plan: string, option: string): string {
  if (/\b(direct|regular)\b/i.test(name)) return name;
  const planText = plan.toUpperCase() === 'DIRECT' ? 'Direct Plan' : 'Regular Plan';
  const optionText = option.toUpperCase() === 'IDCW' ? 'IDCW' : 'Growth';
  return `${name} - ${planText} - ${optionText}`;
}
