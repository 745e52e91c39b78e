import type { Plan, SchemeOption } from '../codes/scheme-types.js';
import { schemeDisplayName } from './scheme-name.js';

/** A scheme's plan and option: the half of its identity a bare AMFI name leaves out. */
export interface PlanAndOption {
  plan: Plan;
  option: SchemeOption;
}

const planWords: Record<Plan, string> = { DIRECT: 'Direct Plan', REGULAR: 'Regular Plan' };
const optionWords: Record<SchemeOption, string> = { GROWTH: 'Growth', IDCW: 'IDCW' };

/** A stored plan as one of the two; anything not Direct is Regular, as AMFI's file means it. */
export function toPlan(text: string): Plan {
  return text.trim().toUpperCase() === 'DIRECT' ? 'DIRECT' : 'REGULAR';
}

/** A stored option as one of the two; anything not IDCW is Growth. */
export function toSchemeOption(text: string): SchemeOption {
  return text.trim().toUpperCase() === 'IDCW' ? 'IDCW' : 'GROWTH';
}

/** "Direct Plan · Growth". */
export function planOptionLabel({ plan, option }: PlanAndOption): string {
  return `${planWords[plan]} · ${optionWords[option]}`;
}

/**
 * The name a scheme is picked by: the AMFI name with its plan and option, so that the four
 * variants of one scheme never share a label ("HDFC Mid Cap Fund - Direct Plan - Growth").
 */
export function schemeFullName(name: string, { plan, option }: PlanAndOption): string {
  return schemeDisplayName(name, plan, option);
}

export function samePlanAndOption(a: PlanAndOption, b: PlanAndOption): boolean {
  return a.plan === b.plan && a.option === b.option;
}

/**
 * Money moved out of a Direct plan into a Regular one: the investor starts paying a distributor's
 * commission through a higher expense ratio, so the move is confirmed on its own.
 */
export function isDirectToRegular(
  from: Pick<PlanAndOption, 'plan'>,
  to: Pick<PlanAndOption, 'plan'>,
) {
  return from.plan === 'DIRECT' && to.plan === 'REGULAR';
}

/** The plan-and-option choices of a picker, the source's first (it is the default). */
export function planOptionChoices(source: PlanAndOption): PlanAndOption[] {
  const all: PlanAndOption[] = [
    { plan: 'DIRECT', option: 'GROWTH' },
    { plan: 'DIRECT', option: 'IDCW' },
    { plan: 'REGULAR', option: 'GROWTH' },
    { plan: 'REGULAR', option: 'IDCW' },
  ];
  return [source, ...all.filter((choice) => !samePlanAndOption(choice, source))];
}

/** The plan and option of a scheme master row, whose columns are plain text. */
export function planAndOptionOf(row: { plan: string; option: string }): PlanAndOption {
  return { plan: toPlan(row.plan), option: toSchemeOption(row.option) };
}
