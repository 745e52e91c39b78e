import { formatPaise, type TGoalHoldingChoice } from '@cdesk/domain';
import { cx } from '../../ui/cx';

export type LinkRef = { folioNo: string; schemeCode: number };

const same = (a: LinkRef, b: LinkRef) => a.folioNo === b.folioNo && a.schemeCode === b.schemeCode;

interface HoldingPickerProps {
  holdings: readonly TGoalHoldingChoice[];
  goalId: number | null;
  linked: readonly LinkRef[];
  onChange: (linked: LinkRef[]) => void;
}

/** The investor's holdings to count towards the goal; one another goal counts is not offered. */
export function HoldingPicker({ holdings, goalId, linked, onChange }: HoldingPickerProps) {
  if (holdings.length === 0) {
    return (
      <p className="text-sm text-muted">
        You have no holdings to link yet. Once you invest, link them here to track this goal.
      </p>
    );
  }
  return (
    <fieldset>
      <legend className="text-sm font-medium text-muted">
        Holdings that count towards this goal, at today’s NAV
      </legend>
      <ul className="mt-2 flex flex-col gap-2">
        {holdings.map((h) => {
          const ref = { folioNo: h.folioNo, schemeCode: h.schemeCode };
          const on = linked.some((l) => same(l, ref));
          const elsewhere = h.linkedGoalId !== null && h.linkedGoalId !== goalId;
          return (
            <li key={`${h.folioNo}-${h.schemeCode}`}>
              <label
                className={cx(
                  'flex min-h-11 items-start gap-3 rounded-card border p-3 has-focus-visible:outline-2 has-focus-visible:outline-brand',
                  on ? 'border-brand bg-brand-soft' : 'border-border bg-surface',
                  elsewhere ? 'cursor-not-allowed opacity-70' : 'cursor-pointer hover:border-muted',
                )}
              >
                <input
                  type="checkbox"
                  className="mt-0.5 size-[18px] shrink-0 accent-brand"
                  checked={on}
                  disabled={elsewhere}
                  onChange={(event) =>
                    onChange(
                      event.target.checked ? [...linked, ref] : linked.filter((l) => !same(l, ref)),
                    )
                  }
                />
                <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <span className="flex items-start justify-between gap-3">
                    <span className="text-sm font-medium text-text">{h.schemeName}</span>
                    <span className="figures shrink-0 text-sm font-semibold text-text">
                      {formatPaise(h.valuePaise)}
                    </span>
                  </span>
                  <span className="figures text-xs text-muted">
                    Folio {h.folioNo} · {h.units} units
                    {elsewhere && ` · Linked to ${h.linkedGoalName ?? 'another goal'}`}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
