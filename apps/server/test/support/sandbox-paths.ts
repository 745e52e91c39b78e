/** Every path the sandbox serves (with made-up references), and one it does not. */
export const sandboxPaths = [
  '/cdesk/sandbox/outbox?njAcNo=5000013',
  '/cdesk/sandbox/captcha?loginId=5000013',
  '/cdesk/sandbox/bank/netbanking?ref=00000000000000000000000000000000',
  '/cdesk/sandbox/upi?vpa=asha@okhdfc',
  '/cdesk/sandbox/bank/neft?utr=HDFCN26112300001',
  '/cdesk/sandbox/bank/emandate?ref=00000000000000000000000000000000',
  '/cdesk/sandbox/esign/sign?ref=00000000000000000000000000000000',
  '/cdesk/sandbox/esign/fail-next',
  '/cdesk/sandbox/depository/dp-charges?ref=00000000000000000000000000000000',
  '/cdesk/sandbox/kra/rekyc?ref=00000000000000000000000000000000',
  '/cdesk/sandbox/tax/link-aadhaar?ref=00000000000000000000000000000000',
  '/cdesk/sandbox/clock',
  '/cdesk/sandbox/depository/edis?ref=00000000000000000000000000000000',
  '/cdesk/sandbox/bank/statement?njAcNo=5000013',
  '/cdesk/sandbox/partner?njAcNo=5000001',
  '/cdesk/sandbox/anything-else',
];
