import { z } from 'zod';
import { boundedText } from '../common.js';
import { defineCall, type GatewayResource } from '../call.js';

/** captcha/image: the reply is the image itself (image/svg+xml), not the envelope. */
export const ZCaptchaImageRequest = z.object({
  loginId: boundedText(64).min(1, 'Login ID cannot be empty.'),
});

export const ZGetCaptchaRequest = z.object({
  loginId: boundedText(64).min(1, 'Login ID cannot be empty.'),
  loginWith: z.enum(['NJACNO', 'LOGINID']).default('NJACNO'),
});
/** login/getcaptcha: the failure count; the captcha shows from 2 on. */
export const ZGetCaptchaResponse = z.object({ count: z.number().int() });

/** POST captcha/image: a new captcha image (SVG) for the login ID. */
export const captchaImageResource = {
  path: 'captcha/image',
  request: ZCaptchaImageRequest,
} as const satisfies GatewayResource;

/** POST login/getcaptcha. */
export const getCaptchaCall = defineCall('login/getcaptcha', ZGetCaptchaRequest, ZGetCaptchaResponse);
