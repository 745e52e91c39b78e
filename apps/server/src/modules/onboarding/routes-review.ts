import {
  approveRefnoCall,
  downloadNAReasonFileCall,
  downloadRefnoFileCall,
  fetchEditReportCall,
  fetchNAReasonCall,
  fetchRefnoDetailCall,
  type GatewayCall,
  loadStaffCall,
  rejectRefnoCall,
  sendCommCall,
  sendCommToHolderCall,
  staffAuthenticateCall,
  staffLogoutCall,
  reviewMessages,
  unblockStaffCall,
} from '@cdesk/domain';
import { AppError } from '../../lib/app-error.js';
import type { FastifyInstance } from 'fastify';
import { fail, ok } from '../../lib/envelope.js';
import { type CallHandler, postRoute } from '../../lib/route.js';
import { requestContext } from '../access/index.js';
import type { AccessService, AttemptLimiter } from '../access/index.js';
import type { PaymentChoice } from '../checkout/index.js';
import type { MandateService } from '../mandates/index.js';
import { ApprovalService, type NomineeRegister } from './staff/approval-service.js';
import type { OnboardingDeps } from './deps.js';
import { ReviewService } from './staff/review-service.js';
import { StaffAccess, staffOf } from './staff/staff-service.js';

/** What opening an investor's account needs from the rest of the desk. */
export interface ReviewDeps {
  access: AccessService;
  limiter: AttemptLimiter;
  choice: PaymentChoice;
  mandates: MandateService;
  nominees: NomineeRegister;
}

/** Staff login (StaffLoginService) and the review of submitted applications (FetchEditReport). */
export function registerReviewRoutes(
  app: FastifyInstance,
  deps: Pick<OnboardingDeps, 'db' | 'clock' | 'store' | 'outbox' | 'audit' | 'linkBase'>,
  desk: ReviewDeps,
): void {
  const staff = new StaffAccess(deps.db, deps.clock, desk.limiter, deps.audit, desk.access);
  const guard = staff.register(app);
  const loginUrl = `${deps.linkBase}/cdesk/login`;
  const review = new ReviewService(
    deps.db,
    deps.clock,
    deps.store,
    deps.outbox,
    deps.audit,
    loginUrl,
  );
  const approval = new ApprovalService({ ...deps, ...desk, review, loginUrl });
  const route = <C extends GatewayCall>(
    call: C,
    summary: string,
    handler: CallHandler<C>,
    open = false,
  ) =>
    postRoute(
      app,
      call,
      { tag: 'Account opening review', summary, ...(open ? {} : { preHandler: guard }) },
      handler,
    );
  staffRoutes(route, staff);
  applicationReviewRoutes(route, review, approval);
}

type ReviewRoute = <C extends GatewayCall>(
  call: C,
  summary: string,
  handler: CallHandler<C>,
  open?: boolean,
) => void;

/** The staff session: log in, who is logged in, unblocking a login, log out. */
function staffRoutes(route: ReviewRoute, staff: StaffAccess): void {
  route(
    staffAuthenticateCall,
    'Staff log in with the employee code and password',
    async (r) => {
      const outcome = await staff.login(r.body, requestContext(r));
      return outcome.ok
        ? ok({
            token: outcome.token,
            staff: outcome.staff,
            attemptCount: 0,
            isCaptchaValidate: false,
          })
        : fail(
            {
              token: '',
              staff: null,
              attemptCount: outcome.attemptCount,
              isCaptchaValidate: outcome.isCaptchaValidate,
            },
            outcome.message,
            outcome.code,
          );
    },
    true,
  );
  route(loadStaffCall, 'The member of staff of the session', async (r) => {
    const { employeeCode, name, administrator } = staffOf(r);
    return ok({ employeeCode, name, administrator });
  });
  route(unblockStaffCall, "An administrator lifts a staff login's block", async (r) => {
    const me = staffOf(r);
    if (!me.administrator)
      throw new AppError(403, 'NOT_ADMINISTRATOR', reviewMessages.staffNotAdministrator);
    const result = await staff.unblock(r.body.employeeCode, me.employeeCode, requestContext(r));
    return ok(result, reviewMessages.staffUnblocked(result.employeeCode));
  });
  route(staffLogoutCall, 'Ends the staff session', async (r) => {
    await staff.logout(staffOf(r), requestContext(r));
    return ok({ loggedOut: true as const });
  });
}

/** Listing, reading, rejecting and approving submitted applications, and telling holders. */
function applicationReviewRoutes(
  route: ReviewRoute,
  review: ReviewService,
  approval: ApprovalService,
): void {
  route(fetchNAReasonCall, 'The reasons an application can be rejected with', async () =>
    ok(review.reasons()),
  );
  route(fetchEditReportCall, 'Applications by entry date, awaiting review or rejected', async (r) =>
    ok(await review.list(r.body)),
  );
  route(fetchRefnoDetailCall, 'One application with its holders, records and files', async (r) =>
    ok(await review.detail(r.body.refNo)),
  );
  route(downloadRefnoFileCall, 'One file of an application', async (r) =>
    ok(await review.file(r.body)),
  );
  route(rejectRefnoCall, 'Rejects an application and tells the applicant why', async (r) => {
    const result = await review.reject(r.body, staffOf(r), requestContext(r));
    return ok(result);
  });
  route(approveRefnoCall, "Approves an application and opens the investor's account", async (r) =>
    ok(await approval.approve(r.body.refNo, staffOf(r), requestContext(r))),
  );
  route(sendCommCall, "Sends the application's status to its holders", async (r) =>
    ok(await review.sendComm(r.body)),
  );
  route(sendCommToHolderCall, "Sends the application's status to one holder", async (r) =>
    ok(await review.sendComm(r.body)),
  );
  route(downloadNAReasonFileCall, 'The rejected applications of a date range, as CSV', async (r) =>
    ok(await review.rejectedCsv(r.body)),
  );
}
