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
} from '@cdesk/domain';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { ok } from '../../lib/envelope.js';
import { postRoute } from '../../lib/route.js';
import { principalOf, type SessionGuard } from '../access/index.js';
import type { HelpMeInvestService } from './help-me-invest.js';
import type { GoalService } from './service.js';

const tag = 'goals';
const accountId = (request: Parameters<typeof principalOf>[0]) => principalOf(request).accountId;

/** Goals and needs (/goals, /createneed, /viewneed) and Help me invest (/help-me-invest). */
export function goalRoutes(
  app: FastifyInstance,
  deps: { goals: GoalService; helpMeInvest: HelpMeInvestService; guard: SessionGuard },
): void {
  const preHandler = deps.guard();
  goalPlanRoutes(app, deps.goals, preHandler);
  helpMeInvestRoutes(app, deps.helpMeInvest, preHandler);
}

/** The investor's goals: assumptions, list, one goal, linkable holdings, save and delete. */
function goalPlanRoutes(
  app: FastifyInstance,
  goals: GoalService,
  preHandler: preHandlerAsyncHookHandler,
): void {
  postRoute(
    app,
    getGoalReturnAssumptionsCall,
    {
      tag,
      summary:
        'Fund categories with the median one-year return of their schemes from the NAV history, and the default inflation',
      preHandler,
    },
    async () => ok(await goals.assumptions()),
  );

  postRoute(
    app,
    getGoalsCall,
    {
      tag,
      summary: "The investor's goals with future amount, progress at today's NAVs and SIP needed",
      preHandler,
    },
    async (request) => ok(await goals.list(accountId(request))),
  );

  postRoute(
    app,
    getGoalCall,
    { tag, summary: 'One goal with its plan and linked holdings as on today', preHandler },
    async (request) => ok({ goal: await goals.get(accountId(request), request.body.goalId) }),
  );

  postRoute(
    app,
    getGoalHoldingsCall,
    {
      tag,
      summary: "The investor's holdings at today's NAVs, each with the goal it is linked to",
      preHandler,
    },
    async (request) => ok(await goals.holdingChoices(accountId(request))),
  );

  postRoute(
    app,
    saveGoalCall,
    {
      tag,
      summary:
        'Creates a goal or changes one: target, date, inflation, categories, linked holdings',
      preHandler,
    },
    async (request) => {
      const saved = await goals.save(accountId(request), request.body);
      return ok(saved, saved.message);
    },
  );

  postRoute(
    app,
    deleteGoalCall,
    { tag, summary: 'Deletes a goal; its holdings stay, no longer linked to it', preHandler },
    async (request) => {
      const deleted = await goals.remove(accountId(request), request.body.goalId);
      return ok(deleted, deleted.message);
    },
  );
}

/** Help me invest: the risk profile and the funds suggested for it. */
function helpMeInvestRoutes(
  app: FastifyInstance,
  helpMeInvest: HelpMeInvestService,
  preHandler: preHandlerAsyncHookHandler,
): void {
  postRoute(
    app,
    getRiskProfileCall,
    {
      tag,
      summary: "The investor's risk profile, the one the cart's risk declaration is made against",
      preHandler,
    },
    async (request) => ok({ profile: await helpMeInvest.profile(accountId(request)) }),
  );

  postRoute(
    app,
    saveRiskProfileCall,
    {
      tag,
      summary: 'Scores the risk-profile questionnaire and keeps the profile as the investor’s',
      preHandler,
    },
    async (request) => {
      const saved = await helpMeInvest.save(
        accountId(request),
        request.body.answers,
        request.audit,
      );
      return ok(saved, saved.message);
    },
  );

  postRoute(
    app,
    getInvestSuggestionsCall,
    {
      tag,
      summary:
        "Funds for the investor's risk profile: per category, direct growth plans within its risk, best one-year return first",
      preHandler,
    },
    async (request) => ok(await helpMeInvest.suggestions(accountId(request))),
  );
}
