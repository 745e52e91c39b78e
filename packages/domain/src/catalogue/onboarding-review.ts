/** Messages of the staff review of account applications; the spec words none of them. */
export const reviewMessages = {
  rangeTooLong: 'The date range cannot be more than 6 months.',
  toBeforeFrom: 'To Date cannot be before From Date.',
  remarkRequired: 'Remark cannot be empty.',
  notUnderReview: 'This application is not awaiting review.',
  notFound: 'No application was found with this reference number.',
  fileNotFound: 'This file is not on the application.',
  staffSessionExpired: 'Your staff session has expired. Please log in again.',
  staffBlocked: (blockMinutes: number, minutesLeft: number) =>
    `Your staff login is blocked for ${blockMinutes} minutes after too many wrong passwords. Please try again after ${minutesLeft} minute${minutesLeft === 1 ? '' : 's'}, or ask an administrator to unblock it.`,
  staffUnblocked: (employeeCode: string) => `The staff login ${employeeCode} is unblocked.`,
  staffUnknown: 'No member of staff has this employee code.',
  staffNotAdministrator: 'Only an administrator can unblock a staff login.',
  incomplete: "This application has no applicant's PAN and date of birth.",
  notSigned: 'This application has no e-signed form, so it cannot be approved.',
  signedDataChanged:
    'This application differs from what the applicant e-signed, so it cannot be approved. Reject it, or ask the applicant to change and sign their application again.',
} as const;

export const reviewLabels = {
  loginTitle: 'Staff login',
  employeeCode: 'Employee Code',
  password: 'Password',
  listTitle: 'Account applications',
  fromDate: 'From Date',
  toDate: 'To Date',
  approve: 'Approve',
  reject: 'Reject',
  sendComm: 'Resend communication',
} as const;

/** What the applicant is told about the review, by SMS and e-mail. */
export const reviewNotices = {
  smsSubject: 'Account opening',
  emailSubject: 'Your account opening application',
  underReview: (refNo: string) =>
    `Your account opening application ${refNo} is under review. We will write to you once it is decided.`,
  rejected: (refNo: string, reason: string) =>
    `Your account opening application ${refNo} is not approved. Reason: ${reason}.`,
  approved: (njAcNo: string, loginUrl: string, password: string) =>
    `Your wealth account ${njAcNo} is open. Log in at ${loginUrl} with your account number ${njAcNo} and the temporary password: ${password} . You will set your own password when you first log in.`,
  approvedAgain: (njAcNo: string, loginUrl: string) =>
    `Your wealth account ${njAcNo} is open. Log in at ${loginUrl} with your account number ${njAcNo}. If you no longer have your temporary password, choose Forgot Password on the login page.`,
  resendPrefix: 'Reminder: ',
} as const;
