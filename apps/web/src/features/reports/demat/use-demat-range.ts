import {
  dematReportDefaultFrom,
  dematReportMessages,
  dematReportRangeProblem,
  formatDate,
  parseDisplayDate,
} from '@cdesk/domain';
import { useState, type FormEvent } from 'react';

export type Range = { from: string; to: string };
export type Problems = Partial<Record<keyof Range, string>>;

/** The typed range's problems, worded as the gateway words them; none when it may be asked. */
function check(range: Range, today: string): Problems {
  const from = parseDisplayDate(range.from);
  const to = parseDisplayDate(range.to);
  const problems: Problems = {};
  if (!range.from) problems.from = dematReportMessages.fromDateRequired;
  else if (!from) problems.from = 'From date should be valid.';
  if (!range.to) problems.to = dematReportMessages.toDateRequired;
  else if (!to) problems.to = 'To date should be valid.';
  if (from && to) {
    const problem = dematReportRangeProblem(from, to, today);
    if (problem === dematReportMessages.rangeOrder) problems.from = problem;
    else if (problem) problems.to = problem;
  }
  return problems;
}

/** The typed range and the last one asked for, which moves only when the typed one is sound. */
export function useDematRange(today: string) {
  const [typed, setTyped] = useState<Range>(() => ({
    from: formatDate(dematReportDefaultFrom(today)),
    to: formatDate(today),
  }));
  const [asked, setAsked] = useState<Range>(typed);
  const [problems, setProblems] = useState<Problems>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(typed, today);
    setProblems(found);
    if (Object.keys(found).length === 0) setAsked(typed);
  };
  return { typed, setTyped, asked, problems, submit };
}
