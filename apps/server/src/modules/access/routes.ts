import {
  askMeLaterCall,
  authenticateCall,
  captchaImageResource,
  changePasswordCall,
  changePinCall,
  checkEwealthAccountActivationCall,
  checkEwealthAccountActivationMfCall,
  checkFatcaDeclarationCall,
  checkLoginIdAvailabilityCall,
  gatewayUrl,
  getCaptchaCall,
  getDpChargesUrlCall,
  loginOtpValidateCall,
  loginSendOtpCall,
  logoutCall,
  messages,
  panAadhaarSeedingCall,
  saveFatcaDeclarationCall,
  savePersonalisedLoginIdCall,
  yesNo,
} from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fail, ok } from '../../lib/envelope.js';
import { postRoute } from '../../lib/route.js';
import { principalOf, type SessionGuard } from './session-plugin.js';
import type { ActivationService } from './activation-service.js';
import type { CaptchaService } from './captcha-service.js';
import type { AccessService } from './service.js';

export interface AccessDeps {
  access: AccessService;
  activation: ActivationService;
  captcha: CaptchaService;
  guard: SessionGuard;
}

export function accessRoutes(app: FastifyInstance, deps: AccessDeps): void {
  loginRoutes(app, deps);
  forcedStepRoutes(app, deps);
}

function loginRoutes(app: FastifyInstance, deps: AccessDeps): void {
  passwordLoginRoutes(app, deps);
  otpLoginRoutes(app, deps);
}

function passwordLoginRoutes(app: FastifyInstance, { access, captcha }: AccessDeps): void {
  postRoute(
    app,
    authenticateCall,
    {
      tag: 'access',
      summary: 'Password login by wealth account number or personalised login ID',
    },
    async (request) => {
      const outcome = await access.authenticate(request.body, request.audit);
      if (outcome.ok)
        return ok({ ...outcome.data, message: '', attemptCount: 0, isCaptchaValidate: false });
      const { message, attemptCount, isCaptchaValidate, code } = outcome;
      return fail({ message, attemptCount, isCaptchaValidate }, message, code);
    },
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    gatewayUrl(captchaImageResource),
    {
      schema: {
        tags: ['access'],
        summary: 'A new captcha image (SVG) for the login ID',
        body: captchaImageResource.request,
        produces: ['image/svg+xml'],
      },
    },
    async (request, reply) => {
      const svg = await captcha.issue(request.body.loginId);
      return reply.header('cache-control', 'no-store').type('image/svg+xml').send(svg);
    },
  );

  postRoute(
    app,
    getCaptchaCall,
    {
      tag: 'access',
      summary: 'Whether the captcha is asked for a login ID: 2 when it is, else 0',
    },
    async (request) =>
      ok({
        count: await access.failureCount(
          request.body.loginId,
          request.body.loginWith,
          request.audit.ip,
        ),
      }),
  );
}

function otpLoginRoutes(app: FastifyInstance, { access, guard }: AccessDeps): void {
  postRoute(
    app,
    loginSendOtpCall,
    {
      tag: 'access',
      summary: 'Sends a login OTP to the registered mobile and e-mail',
    },
    async (request) => {
      const result = await access.sendLoginOtp(request.body, request.audit);
      if (!result.ok)
        return fail(
          { otp_regenrate: 'N' as const, message: result.message },
          result.message,
          'OTP_NOT_SENT',
        );
      const data = {
        emailId: result.emailId,
        mobile: result.mobile,
        otpSeconds: result.otpSeconds,
        njAcNo: result.njAcNo,
        otp_regenrate: yesNo(result.canRegenerate),
        message: messages.otpSent,
      };
      return ok(data, messages.otpSent);
    },
  );

  postRoute(
    app,
    loginOtpValidateCall,
    {
      tag: 'access',
      summary: 'Logs in with the OTP sent by loginsendotp',
    },
    async (request) => {
      const result = await access.validateLoginOtp(request.body, request.audit);
      if (!result.ok) {
        const data = {
          message: result.message,
          otp_regenrate: yesNo(result.canRegenerate),
          otp_wrongcount: result.wrongCount,
        };
        return fail(data, result.message, 'OTP_INVALID');
      }
      return ok(
        {
          ...result.data,
          message: messages.otpMatched,
          otp_regenrate: yesNo(result.canRegenerate),
          otp_wrongcount: 0,
        },
        messages.otpMatched,
      );
    },
  );

  postRoute(
    app,
    logoutCall,
    {
      tag: 'access',
      summary: 'Revokes the session of the bearer token at once',
      preHandler: guard({ allowPendingSteps: true }),
    },
    async (request) => {
      await access.logout(principalOf(request), request.audit);
      return ok(null, messages.loggedOut);
    },
  );
}

type StepGuard = ReturnType<SessionGuard>;

function forcedStepRoutes(app: FastifyInstance, { activation, guard }: AccessDeps): void {
  const pendingAllowed = guard({ allowPendingSteps: true });
  activationFlagRoutes(app, activation, pendingAllowed);
  declarationRoutes(app, activation, pendingAllowed);
  loginIdRoutes(app, activation, pendingAllowed);
  credentialRoutes(app, activation, pendingAllowed, guard());
}

function activationFlagRoutes(
  app: FastifyInstance,
  activation: ActivationService,
  pendingAllowed: StepGuard,
): void {
  for (const call of [checkEwealthAccountActivationCall, checkEwealthAccountActivationMfCall]) {
    postRoute(
      app,
      call,
      {
        tag: 'access',
        summary: 'Flags that drive the post-login chain',
        preHandler: pendingAllowed,
      },
      async (request) =>
        ok(
          await activation.activation(
            principalOf(request),
            request.body.njAcNo,
            request.hostname.split(':')[0] ?? '',
          ),
        ),
    );
  }

  postRoute(
    app,
    askMeLaterCall,
    {
      tag: 'access',
      summary: 'Puts a step that allows it off for this session',
      preHandler: pendingAllowed,
    },
    async (request) =>
      ok({
        deferredSteps: await activation.askMeLater(
          principalOf(request),
          request.body.step,
          request.audit,
        ),
      }),
  );

  postRoute(
    app,
    getDpChargesUrlCall,
    {
      tag: 'access',
      summary: 'Payment link for outstanding depository charges',
      preHandler: pendingAllowed,
    },
    async (request) => ok({ dpChargesUrl: await activation.dpChargesUrl(principalOf(request)) }),
  );
}

function declarationRoutes(
  app: FastifyInstance,
  activation: ActivationService,
  pendingAllowed: StepGuard,
): void {
  postRoute(
    app,
    checkFatcaDeclarationCall,
    {
      tag: 'access',
      summary: 'The FATCA declaration text to confirm',
      preHandler: pendingAllowed,
    },
    async (request) =>
      ok({ fatcaHtml: await activation.fatcaHtml(principalOf(request), request.body.njAcNo) }),
  );

  postRoute(
    app,
    saveFatcaDeclarationCall,
    {
      tag: 'access',
      summary: 'Records the FATCA declaration',
      preHandler: pendingAllowed,
    },
    async (request) => {
      await activation.saveFatca(principalOf(request), request.body.njAcNo, request.audit);
      return ok(null, 'Your FATCA declaration has been recorded.');
    },
  );

  postRoute(
    app,
    panAadhaarSeedingCall,
    {
      tag: 'access',
      summary: 'Already Linked or Link Now on the PAN-Aadhaar seeding screen',
      preHandler: pendingAllowed,
    },
    async (request) => {
      const { njAcNo, action } = request.body;
      const result = await activation.panAadhaar(
        principalOf(request),
        njAcNo,
        action,
        request.audit,
      );
      return ok(result.data, result.message);
    },
  );
}

function loginIdRoutes(
  app: FastifyInstance,
  activation: ActivationService,
  pendingAllowed: StepGuard,
): void {
  postRoute(
    app,
    checkLoginIdAvailabilityCall,
    {
      tag: 'access',
      summary: 'Whether a personalised login ID may be chosen',
      preHandler: pendingAllowed,
    },
    async (request) =>
      ok(await activation.loginIdAvailability(principalOf(request), request.body.loginId)),
  );

  postRoute(
    app,
    savePersonalisedLoginIdCall,
    {
      tag: 'access',
      summary: 'Sets the personalised login ID',
      preHandler: pendingAllowed,
    },
    async (request) => {
      await activation.savePersonalisedLoginId(
        principalOf(request),
        request.body.loginId,
        request.audit,
      );
      return ok(null, messages.loginIdSaved);
    },
  );
}

function credentialRoutes(
  app: FastifyInstance,
  activation: ActivationService,
  pendingAllowed: StepGuard,
  signedIn: StepGuard,
): void {
  postRoute(
    app,
    changePasswordCall,
    {
      tag: 'access',
      summary: 'Changes the password (forced after a reset or on expiry)',
      preHandler: pendingAllowed,
    },
    async (request) => {
      await activation.changePassword(principalOf(request), request.body, request.audit);
      return ok(null, messages.passwordChanged);
    },
  );

  postRoute(
    app,
    changePinCall,
    {
      tag: 'access',
      summary: 'Changes the 4-digit PIN (old PIN, new PIN, confirmation)',
      preHandler: signedIn,
    },
    async (request) => {
      await activation.changePin(principalOf(request), request.body, request.audit);
      return ok(null, messages.pinChanged);
    },
  );
}
