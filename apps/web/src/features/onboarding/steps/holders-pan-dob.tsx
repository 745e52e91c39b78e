import {
  holderDobError,
  holderNameError,
  loadPanDobCall,
  nameLengthError,
  onboardingHolderFields as fields,
  onboardingHolderMessages,
  panError,
  panScreenNeedsName,
  relationsWithMinor,
  removeHolderDetailCall,
  savePanDobCall,
  type TLoadPanDobResponse,
  type TSavePanDobRequest,
} from '@cdesk/domain';
import { useState } from 'react';
import { businessToday } from '../../../lib/business-clock';
import { maskDateEntry } from '../../../lib/date-entry';
import { errorMessage } from '../../../lib/error-message';
import { Button } from '../../../ui/button';
import { Select } from '../../../ui/select';
import { toast } from '../../../ui/toast';
import { regCall } from '../reg-gateway';
import { StepFrame } from '../step-frame';
import { FormSkeleton, saving, TextField, useStepData } from './holder-form';
import type { StepPageProps } from './step-page-props';

type Holder = TLoadPanDobResponse['holders'][number];
type HolderInput = TSavePanDobRequest['holders'][number];
type Errors = Record<string, string>;

/** The same checks the server makes, so most mistakes show before a round trip. */
function checkHolders(holders: Holder[], loaded: TLoadPanDobResponse): Errors {
  const today = businessToday();
  const errors: Errors = {};
  const put = (role: string, field: string, message: string | null) => {
    if (message && !errors[`${role}.${field}`]) errors[`${role}.${field}`] = message;
  };
  const seen = new Map<string, string>();
  for (const h of holders) {
    put(h.role, 'pan', panError(h.pan));
    const pan = h.pan.trim().toUpperCase();
    if (pan && seen.has(pan)) put(h.role, 'pan', 'Same PAN cannot be allowed on multiple holders');
    seen.set(pan, h.role);
    put(
      h.role,
      'dob',
      holderDobError(h.dob, today, {
        minorApplicant: loaded.minor && h.role === 'F',
        entrant: loaded.entrant,
        helpNo: loaded.helpNo,
      }),
    );
    put(
      h.role,
      'firstName',
      holderNameError(h.firstName, fields.firstName, panScreenNeedsName(h.role, loaded.minor)),
    );
    put(h.role, 'middleName', holderNameError(h.middleName, fields.middleName, false));
    put(h.role, 'lastName', holderNameError(h.lastName, fields.lastName, false));
    put(h.role, 'firstName', nameLengthError(h.firstName, h.middleName, h.lastName));
    if (h.role === 'G' && !h.relation)
      put(h.role, 'relation', `${fields.relation} cannot be empty.`);
  }
  return errors;
}

/** Screens 7 (every holder, or the minor) and 8 (the guardian): PAN, date of birth and name as on the PAN. */
export function HoldersPanDobStep({ screenId, holder }: StepPageProps) {
  const guardian = holder === 'G';
  const [holders, setHolders] = useState<Holder[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [removing, setRemoving] = useState('');
  const [notice, setNotice] = useState('');
  const { data, error, reload } = useStepData(`pan-dob-${guardian ? 'G' : 'H'}`, async (signal) => {
    const loaded = await regCall(loadPanDobCall, { isGuardian: guardian ? 'Y' : 'N' }, { signal });
    setHolders(loaded?.holders ?? []);
    return loaded;
  });

  const change = (role: string, field: keyof Holder, value: string) => {
    setHolders((list) => list.map((h) => (h.role === role ? { ...h, [field]: value } : h)));
    setErrors(({ [`${role}.${field}`]: _gone, ...rest }) => rest);
  };

  const save = async () => {
    if (!data) return null;
    const found = checkHolders(holders, data);
    setErrors(found);
    setNotice('');
    if (Object.keys(found).length > 0) {
      // A minor among the holders of an application that is not a minor's: the helpline opens it.
      const adultRule: string[] = [
        onboardingHolderMessages.clientAdult,
        onboardingHolderMessages.partnerAdult,
      ];
      if (!data.minor && Object.values(found).some((m) => adultRule.includes(m)))
        setNotice(onboardingHolderMessages.minorHolder(data.helpNo));
      return null;
    }
    const body: HolderInput[] = holders.map((h) => ({
      role: h.role,
      pan: h.pan,
      dob: h.dob,
      firstName: h.firstName,
      middleName: h.middleName,
      lastName: h.lastName,
      relation: (h.relation || '') as HolderInput['relation'],
    }));
    const saved = await saving(setErrors, () =>
      regCall(savePanDobCall, { isGuardian: guardian ? 'Y' : 'N', holders: body }),
    );
    return saved?.nextScreenId;
  };

  const remove = async (role: Holder['role']) => {
    setRemoving(role);
    try {
      await regCall(removeHolderDetailCall, { holder: role });
      toast(`${role === 'S' ? 'Second' : 'Third'} holder removed.`);
      reload();
    } catch (caught) {
      toast(errorMessage(caught));
    } finally {
      setRemoving('');
    }
  };

  const title = guardian ? 'Guardian PAN and date of birth' : 'PAN and date of birth';
  const subtitle = guardian
    ? "The guardian's PAN, date of birth and name as on the PAN."
    : data?.minor
      ? "The minor's PAN, date of birth and name as on the PAN."
      : 'Each holder’s PAN and date of birth as on the PAN.';

  return (
    <StepFrame
      screenId={screenId}
      title={title}
      subtitle={subtitle}
      onNext={save}
      error={error || notice}
    >
      {!data && !error && <FormSkeleton rows={5} />}
      {holders.map((h, index) => {
        const err = (field: string) => errors[`${h.role}.${field}`];
        return (
          <section
            key={h.role}
            aria-labelledby={`holder-${h.role}`}
            className={
              index > 0 ? 'flex flex-col gap-4 border-t border-border pt-5' : 'flex flex-col gap-4'
            }
          >
            {(holders.length > 1 || guardian || data?.minor) && (
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
            {!panScreenNeedsName(h.role, data?.minor ?? false) && (
              <p className="text-sm text-muted">
                The name is optional here: left blank, it is taken from the KYC record (KRA, CKYC or
                DigiLocker).
              </p>
            )}
            <div className="grid gap-4 tablet:grid-cols-3">
              <TextField
                label={fields.firstName}
                name={`${h.role}-first`}
                maxLength={40}
                value={h.firstName}
                onValueChange={(v) => change(h.role, 'firstName', v)}
                error={err('firstName')}
              />
              <TextField
                label={fields.middleName}
                name={`${h.role}-middle`}
                maxLength={40}
                value={h.middleName}
                onValueChange={(v) => change(h.role, 'middleName', v)}
                error={err('middleName')}
              />
              <TextField
                label={fields.lastName}
                name={`${h.role}-last`}
                maxLength={40}
                value={h.lastName}
                onValueChange={(v) => change(h.role, 'lastName', v)}
                error={err('lastName')}
              />
            </div>
            {h.role === 'G' && (
              <Select
                label={fields.relation}
                placeholder="Select"
                value={h.relation}
                onValueChange={(v) => change(h.role, 'relation', v)}
                error={err('relation')}
                options={relationsWithMinor.map((r) => ({ value: r.code, label: r.label }))}
              />
            )}
          </section>
        );
      })}
    </StepFrame>
  );
}
