import {
  messages,
  ZAskMeLaterRequest,
  ZAskMeLaterResponse,
  ZActivation,
  ZActivationRequest,
  ZAuthenticateFailure,
  ZAuthenticateRequest,
  ZAuthenticateResponse,
  ZCaptchaImageRequest,
  ZChangePasswordRequest,
  ZChangePasswordResponse,
  ZChangePinRequest,
  ZChangePinResponse,
  ZDpChargesUrlRequest,
  ZDpChargesUrlResponse,
  ZFatcaDeclarationRequest,
  ZFatcaDeclarationResponse,
  ZGetCaptchaRequest,
  ZGetCaptchaResponse,
  ZLoginIdAvailability,
  ZLoginOtpValidateFailure,
  ZLoginOtpValidateRequest,
  ZLoginOtpValidateSuccess,
  ZLoginSendOtpRequest,
  ZLoginSendOtpResponse,
  ZLogoutResponse,
  ZPanAadhaarSeedingRequest,
  ZPanAadhaarSeedingResponse,
  ZPersonalisedLoginIdRequest,
  ZSaveFatcaDeclarationRequest,
  yesNo,
} from '@cdesk/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fail, ok } from '../../lib/envelope.js';
import { postRoute } from '../../lib/route.js';
import type { ActivationService } from './activation-service.js';
import type { CaptchaService } from './captcha-service.js';
import type { AccessService } from './service.js';
import { principalOf, type SessionGuard } from './session-guard.js';

export function requestContext(request: FastifyRequest) {
  return {
    ip: request.ip,
    requestId: String(request.id),
    userAgent: request.headers['user-agent'] ?? '',
  };
}

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

function loginRoutes(app: FastifyInstance, { access, captcha, guard }: AccessDeps): void {
  postRoute(
    app,
    {
      path: '/cdesk/gw/login/v2/authenticate',
      tag: 'access',
      summary: 'Password login by wealth account number or personalised login ID',
      body: ZAuthenticateRequest,
      data: z.union([ZAuthenticateResponse, ZAuthenticateFailure]),
    },
    async (request) => {
      const outcome = await access.authenticate(request.body, requestContext(request));
      if (outcome.ok)
        return ok({ ...outcome.data, message: '', attemptCount: 0, isCaptchaValidate: false });
      const { message, attemptCount, isCaptchaValidate } = outcome;
      return fail(
        { message, attemptCount, isCaptchaValidate },
        message,
        attemptCount >= 4 ? 'UCC_BLOCK' : 'LOGIN_FAILED',
      );
    },
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    '/cdesk/gw/captcha/image',
    {
      schema: {
        tags: ['access'],
        summary: 'A new captcha image (SVG) for the login ID',
        body: ZCaptchaImageRequest,
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
    {
      path: '/cdesk/gw/login/getcaptcha',
      tag: 'access',
      summary: 'Failure count of a login ID; the captcha shows from 2',
      body: ZGetCaptchaRequest,
      data: ZGetCaptchaResponse,
    },
    async (request) =>
      ok({ count: await access.failureCount(request.body.loginId, request.body.loginWith) }),
  );

  postRoute(
    app,
    {
      path: '/cdesk/gw/login/loginsendotp',
      tag: 'access',
      summary: 'Sends a login OTP to the registered mobile and e-mail',
      body: ZLoginSendOtpRequest,
      data: z.union([
        ZLoginSendOtpResponse,
        z.object({ otp_regenrate: z.literal('N'), message: z.string() }),
      ]),
    },
    async (request) => {
      const result = await access.sendLoginOtp(request.body, requestContext(request));
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
    {
      path: '/cdesk/gw/login/loginotpValidate',
      tag: 'access',
      summary: 'Logs in with the OTP sent by loginsendotp',
      body: ZLoginOtpValidateRequest,
      data: z.union([ZLoginOtpValidateSuccess, ZLoginOtpValidateFailure]),
    },
    async (request) => {
      const result = await access.validateLoginOtp(request.body, requestContext(request));
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
    {
      path: '/cdesk/gw/ewaportfoliows/logout',
      tag: 'access',
      summary: 'Revokes the session of the bearer token at once',
      body: z.unknown(),
      data: ZLogoutResponse,
      preHandler: guard({ allowPendingSteps: true }),
    },
    async (request) => {
      await access.logout(principalOf(request), requestContext(request));
      return ok(null, messages.loggedOut);
    },
  );
}

function forcedStepRoutes(app: FastifyInstance, { activation, guard }: AccessDeps): void {
  const pendingAllowed = guard({ allowPendingSteps: true });

  for (const path of [
    '/cdesk/gw/login/checkEwealthAccountActivation',
    '/cdesk/gw/ewamftrxnsws/login/checkEwealthAccountActivation',
  ]) {
    postRoute(
      app,
      {
        path,
        tag: 'access',
        summary: 'Flags that drive the post-login chain',
        body: ZActivationRequest,
        data: ZActivation,
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
    {
      path: '/cdesk/gw/login/checkFatcaDeclaration',
      tag: 'access',
      summary: 'The FATCA declaration text to confirm',
      body: ZFatcaDeclarationRequest,
      data: ZFatcaDeclarationResponse,
      preHandler: pendingAllowed,
    },
    async (request) =>
      ok({ fatcaHtml: await activation.fatcaHtml(principalOf(request), request.body.njAcNo) }),
  );

  postRoute(
    app,
    {
      path: '/cdesk/gw/login/saveFatcaDeclaration',
      tag: 'access',
      summary: 'Records the FATCA declaration',
      body: ZSaveFatcaDeclarationRequest,
      data: z.null(),
      preHandler: pendingAllowed,
    },
    async (request) => {
      await activation.saveFatca(
        principalOf(request),
        request.body.njAcNo,
        requestContext(request),
      );
      return ok(null, 'Your FATCA declaration has been recorded.');
    },
  );

  postRoute(
    app,
    {
      path: '/cdesk/gw/login/panAadhaarSeeding',
      tag: 'access',
      summary: 'Already Linked or Link Now on the PAN-Aadhaar seeding screen',
      body: ZPanAadhaarSeedingRequest,
      data: ZPanAadhaarSeedingResponse,
      preHandler: pendingAllowed,
    },
    async (request) => {
      const { njAcNo, action } = request.body;
      const result = await activation.panAadhaar(
        principalOf(request),
        njAcNo,
        action,
        requestContext(request),
      );
      return ok(result.data, result.message);
    },
  );

  postRoute(
    app,
    {
      path: '/cdesk/gw/login/askMeLater',
      tag: 'access',
      summary: 'Puts a step that allows it off for this session',
      body: ZAskMeLaterRequest,
      data: ZAskMeLaterResponse,
      preHandler: pendingAllowed,
    },
    async (request) =>
      ok({
        deferredSteps: await activation.askMeLater(
          principalOf(request),
          request.body.step,
          requestContext(request),
        ),
      }),
  );

  postRoute(
    app,
    {
      path: '/cdesk/gw/ewaportfoliows/api/dpcharges/getDpChargesUrl',
      tag: 'access',
      summary: 'Payment link for outstanding depository charges',
      body: ZDpChargesUrlRequest,
      data: ZDpChargesUrlResponse,
      preHandler: pendingAllowed,
    },
    async (request) => ok({ dpChargesUrl: await activation.dpChargesUrl(principalOf(request)) }),
  );

  postRoute(
    app,
    {
      path: '/cdesk/gw/login/checkLoginIdAvailability',
      tag: 'access',
      summary: 'Whether a personalised login ID may be chosen',
      body: ZPersonalisedLoginIdRequest,
      data: ZLoginIdAvailability,
      preHandler: pendingAllowed,
    },
    async (request) =>
      ok(await activation.loginIdAvailability(principalOf(request), request.body.loginId)),
  );

  postRoute(
    app,
    {
      path: '/cdesk/gw/login/savePersonalisedLoginId',
      tag: 'access',
      summary: 'Sets the personalised login ID',
      body: ZPersonalisedLoginIdRequest,
      data: z.null(),
      preHandler: pendingAllowed,
    },
    async (request) => {
      await activation.savePersonalisedLoginId(
        principalOf(request),
        request.body.loginId,
        requestContext(request),
      );
      return ok(null, messages.loginIdSaved);
    },
  );

  postRoute(
    app,
    {
      path: '/cdesk/gw/login/changePassword',
      tag: 'access',
      summary: 'Changes the password (forced after a reset or on expiry)',
      body: ZChangePasswordRequest,
      data: ZChangePasswordResponse,
      preHandler: pendingAllowed,
    },
    async (request) => {
      await activation.changePassword(principalOf(request), request.body, requestContext(request));
      return ok(null, messages.passwordChanged);
    },
  );

  postRoute(
    app,
    {
      path: '/cdesk/gw/login/changePin',
      tag: 'access',
      summary: 'Changes the 4-digit PIN (old PIN, new PIN, confirmation)',
      body: ZChangePinRequest,
      data: ZChangePinResponse,
      preHandler: guard(),
    },
    async (request) => {
      await activation.changePin(principalOf(request), request.body, requestContext(request));
      return ok(null, messages.pinChanged);
    },
  );
}
