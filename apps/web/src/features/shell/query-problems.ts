import { helpQueryLimits, shellMessages, type TSendQueryRequest } from '@cdesk/domain';

export type QueryProblems = Partial<Record<'subject' | 'message', string>>;

/** ZSendQueryRequest's checks, worded as it words them, without loading zod for one form. */
export function queryProblems({ subject, message }: TSendQueryRequest): QueryProblems {
  const problems: QueryProblems = {};
  const s = subject.trim();
  const m = message.trim();
  if (s === '') problems.subject = shellMessages.querySubjectEmpty;
  else if (s.length < helpQueryLimits.subjectMin)
    problems.subject = shellMessages.querySubjectShort;
  else if (s.length > helpQueryLimits.subjectMax) problems.subject = shellMessages.querySubjectLong;
  if (m === '') problems.message = shellMessages.queryMessageEmpty;
  else if (m.length < helpQueryLimits.messageMin)
    problems.message = shellMessages.queryMessageShort;
  else if (m.length > helpQueryLimits.messageMax) problems.message = shellMessages.queryMessageLong;
  return problems;
}
