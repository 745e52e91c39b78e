/** Every setting live mode needs, pointing at `base` (the test's stand-in for the outside systems). */
export function liveEnv(
  base = 'http://127.0.0.1:9',
  overrides: Record<string, string> = {},
): Record<string, string> {
  const secret = (name: string) => `${name}-shared-secret-0123456789abcdef`;
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    SECRET_KEY: 'live-secret-key-live-secret-key-0123456789',
    DATABASE_URL: 'postgres://cdesk@127.0.0.1:5432/cdesk',
    PUBLIC_URL: 'https://desk.example.in',
    SMTP_URL: 'smtp://127.0.0.1:2525',
    MAIL_FROM: 'Client Desk <desk@example.in>',
    SMS_URL: `${base}/sms/send`,
    SMS_TOKEN: 'sms-token-0123456789',
    PAYMENT_GATEWAY_URL: `${base}/pg`,
    PAYMENT_GATEWAY_SECRET: secret('pg'),
    ESIGN_URL: `${base}/esign`,
    ESIGN_SECRET: secret('esign'),
    ORDER_ROUTING_URL: `${base}/rta`,
    ORDER_ROUTING_SECRET: secret('rta'),
    KYC_URL: `${base}/kyc`,
    KYC_SECRET: secret('kyc'),
    DEPOSITORY_URL: `${base}/dp`,
    DEPOSITORY_SECRET: secret('dp'),
    PENNY_DROP_URL: `${base}/pennydrop`,
    PENNY_DROP_SECRET: secret('pennydrop'),
    AMFI_DIR: '/nonexistent/amfi',
    WEB_DIST: '/nonexistent/web',
    LOG_LEVEL: 'silent',
    ...overrides,
  };
}
