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

export const riskQuestions: readonly RiskQuestion[] = [
  {
    id: 'AGE',
    text: 'How old are you?',
    options: [
      { id: 'UNDER_30', label: 'Under 30', score: 5 },
      { id: '30_39', label: '30 to 39', score: 4 },
      { id: '40_49', label: '40 to 49', score: 3 },
      { id: '50_59', label: '50 to 59', score: 2 },
      { id: '60_PLUS', label: '60 or older', score: 1 },
    ],
  },
  {
    id: 'HORIZON',
    text: 'When will you need most of the money you invest?',
    options: [
      { id: 'UNDER_1Y', label: 'Within a year', score: 1 },
      { id: '1_3Y', label: 'In 1 to 3 years', score: 2 },
      { id: '3_5Y', label: 'In 3 to 5 years', score: 3 },
      { id: '5_10Y', label: 'In 5 to 10 years', score: 4 },
      { id: 'OVER_10Y', label: 'After more than 10 years', score: 5 },
    ],
  },
  {
    id: 'INCOME',
    text: 'How steady is your income?',
    options: [
      { id: 'NONE', label: 'I have no regular income', score: 1 },
      { id: 'IRREGULAR', label: 'It varies a lot from month to month', score: 2 },
      { id: 'MOSTLY', label: 'Mostly steady, with some ups and downs', score: 4 },
      { id: 'STEADY', label: 'Very steady, such as a salary or a pension', score: 5 },
    ],
  },
  {
    id: 'FALL',
    text: 'Your investments fall 20% in a few months. What do you do?',
    options: [
      { id: 'SELL_ALL', label: 'Sell everything to stop further losses', score: 1 },
      { id: 'SELL_SOME', label: 'Sell some of them', score: 2 },
      { id: 'WAIT', label: 'Wait and watch', score: 3 },
      { id: 'HOLD', label: 'Stay invested and keep my SIPs running', score: 4 },
      { id: 'BUY_MORE', label: 'Invest more while prices are low', score: 5 },
    ],
  },
  {
    id: 'EXPERIENCE',
    text: 'How have you invested so far?',
    options: [
      { id: 'NONE', label: 'Only bank deposits or savings schemes', score: 1 },
      { id: 'DEBT', label: 'Debt funds or bonds', score: 2 },
      { id: 'EQUITY_NEW', label: 'Equity funds or shares, for less than 3 years', score: 3 },
      { id: 'EQUITY_3Y', label: 'Equity funds or shares, for 3 to 5 years', score: 4 },
      { id: 'EQUITY_5Y', label: 'Equity funds or shares, for more than 5 years', score: 5 },
    ],
  },
  {
    id: 'GOAL',
    text: 'What do you want most from this money?',
    options: [
      { id: 'SAFETY', label: 'Keep it safe, even if it grows slowly', score: 1 },
      { id: 'INCOME', label: 'A regular income from it', score: 2 },
      { id: 'BALANCED', label: 'Steady growth with some safety', score: 3 },
      { id: 'GROWTH', label: 'Growth over the years', score: 4 },
      { id: 'MAX_GROWTH', label: 'The highest growth, accepting large swings', score: 5 },
    ],
  },
  {
    id: 'RESERVE',
    text: 'How many months of expenses do you keep aside for emergencies?',
    options: [
      { id: 'NONE', label: 'None', score: 1 },
      { id: 'UNDER_3M', label: 'Less than 3 months', score: 2 },
      { id: '3_6M', label: '3 to 6 months', score: 4 },
      { id: 'OVER_6M', label: 'More than 6 months', score: 5 },
    ],
  },
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
