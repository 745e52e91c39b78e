import { StepFrame } from './step-frame';

/** A partner's registration link that cannot be used, with the help line to call. */
export function LinkRefusal({ refusal, helpNo }: { refusal: string; helpNo: string }) {
  return (
    <StepFrame screenId="1" title="Registration link" hideNext error={refusal}>
      <p className="text-[15px] text-muted">
        For help, call <span className="figures font-medium text-text">{helpNo}</span>.
      </p>
    </StepFrame>
  );
}
