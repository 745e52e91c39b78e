import type { HolderRole } from '@cdesk/domain';

/** What every step page is given: its numbered screen and the holder it is for. */
export interface StepPageProps {
  screenId: string;
  holder: HolderRole;
}
