import type { NomineeFlowEvent, NomineeFlowState, NomineeScreenView } from '@cdesk/domain';

/** What every wizard screen gets: the flow's state and view, and the way to send it events. */
export interface StepProps {
  flow: NomineeFlowState;
  view: NomineeScreenView;
  send: (event: NomineeFlowEvent) => void;
  /** Back to the previous screen, where the screen offers it. */
  back?: () => void;
  /** EW or another account type: the opt screen names DP or Mutual Fund after it. */
  accType: string;
}
