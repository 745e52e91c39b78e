import { panScreenNeedsName } from '@cdesk/domain';
import { maskDateEntry } from '../../../lib/date-entry';
import { Button } from '../../../ui/button';
import { TextField } from './holder-form';
import type { Errors, Holder } from './holders-pan-dob-checks';
import { PanDobNameFields } from './pan-dob-name-fields';

interface PanDobHolderSectionProps {
  h: Holder;
  index: number;
  errors: Errors;
  showHeading: boolean;
  minor: boolean;
  removing: string;
  change: (role: string, field: keyof Holder, value: string) => void;
  remove: (role: Holder['role']) => Promise<void>;
}

/** One holder's PAN, date of birth and name, with Remove holder for a joint holder. */
export function PanDobHolderSection({
  h,
  index,
  errors,
  showHeading,
  minor,
  removing,
  change,
  remove,
}: PanDobHolderSectionProps) {
  const err = (field: string) => errors[`${h.role}.${field}`];
  return (
    <section
      aria-labelledby={`holder-${h.role}`}
      className={
        index > 0 ? 'flex flex-col gap-4 border-t border-border pt-5' : 'flex flex-col gap-4'
      }
    >
      {showHeading && (
        <div className="flex items-center justify-between gap-3">
          <h2 id={`holder-${h.role}`} className="text-base font-semibold">
            {h.label}
          </h2>
          {(h.role === 'S' || h.role === 'T') && (
            <Button
              variant="ghost"
              loading={removing === h.role}
              onClick={() => void remove(h.role)}
            >
              Remove holder
            </Button>
          )}
        </div>
      )}
      <div className="grid gap-4 tablet:grid-cols-2">
        <TextField
          label="PAN"
          name={`${h.role}-pan`}
          verbatim
          maxLength={10}
          placeholder="ABCDE1234F"
          value={h.pan}
          onValueChange={(v) => change(h.role, 'pan', v.toUpperCase())}
          error={err('pan')}
        />
        <TextField
          label="Date of Birth"
          name={`${h.role}-dob`}
          inputMode="numeric"
          maxLength={10}
          placeholder="DD-MM-YYYY"
          value={h.dob}
          onValueChange={(v) => change(h.role, 'dob', maskDateEntry(v))}
          error={err('dob')}
        />
      </div>
      {!panScreenNeedsName(h.role, minor) && (
        <p className="text-sm text-muted">
          The name is optional here: left blank, it is taken from the KYC record (KRA, CKYC or
          DigiLocker).
        </p>
      )}
      <PanDobNameFields h={h} err={err} change={change} />
    </section>
  );
}
