/**
 * Help me invest: the risk-profile questionnaire, its scoring and the five profiles. Each answer
 * scores 1 (most cautious) to 5 (most daring); the total places the investor in a band. Money
 * needed within three years caps the profile, since equity needs time to recover from a fall.
 *
 * A profile's risk level is the highest riskometer the investor takes without a declaration: the
 * purchase cart compares each scheme's riskometer with it.
 */
import {
  compareRisk,
  isRiskLevel,
  type FundCategoryId,
  type RiskLevel,
} from './scheme-attributes.js';

export interface RiskOption {
  id: string;
  label: string;
  score: number;
}

export interface RiskQuestion {
  id: string;
  text: string;
  options: readonly RiskOption[];
}

/** A question and its answers, each answer as [id, label, score]. */
function question(
  id: string,
  text: string,
  answers: readonly (readonly [string, string, number])[],
): RiskQuestion {
  return { id, text, options: answers.map(([id, label, score]) => ({ id, label, score })) };
}

export const riskQuestions: readonly RiskQuestion[] = [
  question('AGE', 'How old are you?', [
    ['UNDER_30', 'Under 30', 5],
    ['30_39', '30 to 39', 4],
    ['40_49', '40 to 49', 3],
    ['50_59', '50 to 59', 2],
    ['60_PLUS', '60 or older', 1],
  ]),
  question('HORIZON', 'When will you need most of the money you invest?', [
    ['UNDER_1Y', 'Within a year', 1],
    ['1_3Y', 'In 1 to 3 years', 2],
    ['3_5Y', 'In 3 to 5 years', 3],
    ['5_10Y', 'In 5 to 10 years', 4],
    ['OVER_10Y', 'After more than 10 years', 5],
  ]),
  question('INCOME', 'How steady is your income?', [
    ['NONE', 'I have no regular income', 1],
    ['IRREGULAR', 'It varies a lot from month to month', 2],
    ['MOSTLY', 'Mostly steady, with some ups and downs', 4],
    ['STEADY', 'Very steady, such as a salary or a pension', 5],
  ]),
  question('FALL', 'Your investments fall 20% in a few months. What do you do?', [
    ['SELL_ALL', 'Sell everything to stop further losses', 1],
    ['SELL_SOME', 'Sell some of them', 2],
    ['WAIT', 'Wait and watch', 3],
    ['HOLD', 'Stay invested and keep my SIPs running', 4],
    ['BUY_MORE', 'Invest more while prices are low', 5],
  ]),
  question('EXPERIENCE', 'How have you invested so far?', [
    ['NONE', 'Only bank deposits or savings schemes', 1],
    ['DEBT', 'Debt funds or bonds', 2],
    ['EQUITY_NEW', 'Equity funds or shares, for less than 3 years', 3],
    ['EQUITY_3Y', 'Equity funds or shares, for 3 to 5 years', 4],
    ['EQUITY_5Y', 'Equity funds or shares, for more than 5 years', 5],
  ]),
  question('GOAL', 'What do you want most from this money?', [
    ['SAFETY', 'Keep it safe, even if it grows slowly', 1],
    ['INCOME', 'A regular income from it', 2],
    ['BALANCED', 'Steady growth with some safety', 3],
    ['GROWTH', 'Growth over the years', 4],
    ['MAX_GROWTH', 'The highest growth, accepting large swings', 5],
  ]),
  question('RESERVE', 'How many months of expenses do you keep aside for emergencies?', [
    ['NONE', 'None', 1],
    ['UNDER_3M', 'Less than 3 months', 2],
    ['3_6M', '3 to 6 months', 4],
    ['OVER_6M', 'More than 6 months', 5],
  ]),
];

export const riskProfileIds = [
  'RP-CONSERVATIVE',
  'RP-MODERATELY-CONSERVATIVE',
  'RP-MODERATE',
  'RP-MODERATELY-AGGRESSIVE',
  'RP-AGGRESSIVE',
] as const;
export type RiskProfileId = (typeof riskProfileIds)[number];

export interface RiskProfile {
  id: RiskProfileId;
  name: string;
  /** The highest riskometer the investor takes without a risk declaration. */
  riskLevel: RiskLevel;
  /** The highest total score of the band. */
  upTo: number;
  about: string;
  /** The categories suggested to the profile, the most fitting first. */
  categories: readonly FundCategoryId[];
}

export const riskProfiles: readonly RiskProfile[] = [
  {
    id: 'RP-CONSERVATIVE',
    name: 'Conservative',
    riskLevel: 'Low',
    upTo: 12,
    about:
      'Keeping your money safe matters more to you than growing it. Funds that hold cash-like or fully hedged investments suit you.',
    categories: ['LIQUID', 'ARBITRAGE'],
  },
  {
    id: 'RP-MODERATELY-CONSERVATIVE',
    name: 'Moderately Conservative',
    riskLevel: 'Low to Moderate',
    upTo: 18,
    about:
      'You want a little more than a bank deposit gives, with small ups and downs. Short duration debt and liquid funds suit you.',
    categories: ['SHORT_DEBT', 'LIQUID', 'ARBITRAGE'],
  },
  {
    id: 'RP-MODERATE',
    name: 'Moderate',
    riskLevel: 'Moderate',
    upTo: 24,
    about:
      'You accept some ups and downs for steadier growth. Bond funds and funds that hedge most of their equity suit you.',
    categories: ['CORPORATE_BOND', 'GILT', 'EQUITY_SAVINGS', 'SHORT_DEBT'],
  },
  {
    id: 'RP-MODERATELY-AGGRESSIVE',
    name: 'Moderately Aggressive',
    riskLevel: 'High',
    upTo: 29,
    about:
      'You aim for growth and can sit through falls, but like some balance. Hybrid funds and equity index funds suit you.',
    categories: ['BALANCED_ADVANTAGE', 'MULTI_ASSET', 'EQUITY_INDEX', 'CONSERVATIVE_HYBRID'],
  },
  {
    id: 'RP-AGGRESSIVE',
    name: 'Aggressive',
    riskLevel: 'Very High',
    upTo: 35,
    about:
      'You aim for the most growth over many years and stay invested through large falls. Equity funds suit you.',
    categories: ['FLEXI_CAP', 'LARGE_CAP', 'MID_CAP', 'AGGRESSIVE_HYBRID', 'SMALL_CAP'],
  },
];

export const maxRiskScore = riskQuestions.reduce(
  (sum, q) => sum + Math.max(...q.options.map((o) => o.score)),
  0,
);

export function riskProfileById(id: string): RiskProfile | undefined {
  return riskProfiles.find((p) => p.id === id);
}

/**
 * The profile of an investor recorded before the questionnaire: by its id, else the highest
 * profile within its riskometer level.
 */
export function riskProfileOf(id: string, riskLevel: string): RiskProfile | undefined {
  const known = riskProfileById(id);
  if (known || !isRiskLevel(riskLevel)) return known;
  return riskProfiles.filter((p) => compareRisk(p.riskLevel, riskLevel) <= 0).at(-1);
}

/** The profiles money needed soon cannot go beyond, by the horizon answer. */
const horizonCaps: Readonly<Record<string, RiskProfileId>> = {
  UNDER_1Y: 'RP-MODERATELY-CONSERVATIVE',
  '1_3Y': 'RP-MODERATE',
};

export type RiskAnswers = Readonly<Record<string, string>>;

export type RiskScoring =
  | { ok: true; score: number; profile: RiskProfile; capped: boolean }
  | { ok: false; unanswered: string[] };

/** Scores a full set of answers (question id to option id); unknown options count as unanswered. */
export function scoreRiskAnswers(answers: RiskAnswers): RiskScoring {
  const unanswered: string[] = [];
  let score = 0;
  for (const question of riskQuestions) {
    const option = question.options.find((o) => o.id === answers[question.id]);
    if (option) score += option.score;
    else unanswered.push(question.id);
  }
  if (unanswered.length > 0) return { ok: false, unanswered };
  const banded = riskProfiles.find((p) => score <= p.upTo) ?? riskProfiles.at(-1)!;
  const cap = riskProfileById(horizonCaps[answers.HORIZON ?? ''] ?? '');
  const capped = cap !== undefined && compareRisk(banded.riskLevel, cap.riskLevel) > 0;
  return { ok: true, score, profile: capped ? cap : banded, capped };
}
