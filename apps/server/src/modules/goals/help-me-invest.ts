import {
  goalMessages,
  maxRiskScore,
  riskProfileOf,
  riskQuestions,
  riskometerOf,
  scoreRiskAnswers,
  type RiskProfile,
  type TGetInvestSuggestionsResponse,
  type TRiskProfileView,
  type TSaveRiskProfileRequest,
  type TSaveRiskProfileResponse,
} from '@cdesk/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { businessDate, type Clock } from '../../lib/clock.js';
import type { AuditContext, AuditService } from '../audit/index.js';
import type { RiskProfiles } from '../checkout/index.js';
import type { SchemeService } from '../schemes/index.js';
import * as repo from './repository.js';

/** How many schemes each suggested category shows. */
const schemesPerCategory = 3;

function view(profile: RiskProfile, assessment: repo.RiskAssessmentRow | null): TRiskProfileView {
  return {
    riskProfileId: profile.id,
    profileName: profile.name,
    riskLevel: profile.riskLevel,
    about: profile.about,
    score: assessment?.score ?? null,
    maxScore: maxRiskScore,
    capped: assessment?.capped ?? false,
    assessedOn: assessment?.assessedOn ?? null,
    answers: assessment
      ? riskQuestions.flatMap((q) => {
          const optionId = assessment.answers[q.id];
          return optionId ? [{ questionId: q.id, optionId }] : [];
        })
      : [],
  };
}

/**
 * Help me invest: the risk-profile questionnaire, the profile it gives (kept as the one the
 * purchase cart's risk declaration is made against) and funds that suit it.
 */
export class HelpMeInvestService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly schemes: SchemeService,
    private readonly riskProfiles: RiskProfiles,
    private readonly audit: AuditService,
  ) {}

  /** The profile on record; the questionnaire's answers when it came from one. */
  async profile(accountId: number): Promise<TRiskProfileView | null> {
    const [current, assessment] = await Promise.all([
      this.riskProfiles.of(accountId),
      repo.latestAssessment(this.db, accountId),
    ]);
    if (!current) return null;
    const profile = riskProfileOf(current.riskProfileId, current.riskLevel);
    if (!profile) return null;
    const fromQuestionnaire = assessment?.riskProfileId === profile.id ? assessment : null;
    return view(profile, fromQuestionnaire);
  }

  async save(
    accountId: number,
    answers: TSaveRiskProfileRequest['answers'],
    context: AuditContext,
  ): Promise<TSaveRiskProfileResponse> {
    const chosen: Record<string, string> = {};
    for (const { questionId, optionId } of answers) {
      const question = riskQuestions.find((q) => q.id === questionId);
      if (!question || !question.options.some((o) => o.id === optionId))
        throw new AppError(400, 'RISK_ANSWER', goalMessages.riskAnswerInvalid);
      chosen[questionId] = optionId;
    }
    const scoring = scoreRiskAnswers(chosen);
    if (!scoring.ok) throw new AppError(400, 'RISK_ANSWER', goalMessages.riskAnswer);
    const { profile } = scoring;
    const assessedOn = businessDate(this.clock);
    await this.db.transaction(async (tx) => {
      await repo.insertAssessment(tx, {
        accountId,
        answers: chosen,
        score: scoring.score,
        riskProfileId: profile.id,
        capped: scoring.capped,
        assessedOn,
        assessedAt: this.clock.realNow(),
      });
      await this.riskProfiles.record(tx, accountId, {
        riskProfileId: profile.id,
        riskLevel: profile.riskLevel,
      });
      await this.audit.record(
        'RISK_PROFILE_SAVED',
        accountId,
        context,
        { riskProfileId: profile.id, score: scoring.score },
        tx,
      );
    });
    const saved = await this.profile(accountId);
    return { profile: saved!, message: goalMessages.riskProfileSaved(profile.name) };
  }

  /** For each category of the investor's profile, its best schemes within the profile's risk. */
  async suggestions(accountId: number): Promise<TGetInvestSuggestionsResponse> {
    const profile = await this.profile(accountId);
    const asOnDate = businessDate(this.clock);
    if (!profile) return { asOnDate, profile: null, groups: [] };
    const known = riskProfileOf(profile.riskProfileId, profile.riskLevel)!;
    const maxLevel = riskometerOf(known.riskLevel).level;
    const { categories } = await this.schemes.categoryReturns();
    const groups = await Promise.all(
      known.categories.map(async (categoryId) => ({
        ...categories.find((c) => c.categoryId === categoryId)!,
        schemes: await this.schemes.categoryLeaders(categoryId, maxLevel, schemesPerCategory),
      })),
    );
    return { asOnDate, profile, groups: groups.filter((g) => g.schemes.length > 0) };
  }
}
