import {
  fetchBoDtlNomineeCall,
  firstNomineeError,
  isMinorNominee,
  loadNomineeDtlCall,
  nomineeFormErrors,
  nomineeShareError,
  nomineeSlotOfScreen,
  onboardingNomineeMessages,
  removeNomineeDtlCall,
  saveNomineeDtlCall,
  type TNomineeForm,
} from '@cdesk/domain';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { useStepLoad } from '../kyc/use-step-load';
import { regCall } from '../reg-gateway';
import { useGoToScreen } from '../use-screen-navigation';
import { blankPerson } from './nominee-form-parts';

/** One nominee's form on its screen: save, find the demat account's holder, remove. */
export function useNomineeDetails(screenId: string) {
  const slot = nomineeSlotOfScreen(screenId) ?? 1;
  const goTo = useGoToScreen();
  // Taking this nominee out may bring the next one into this slot: the version loads it anew.
  const [version, setVersion] = useState(0);
  const { data, error } = useStepLoad(loadNomineeDtlCall, { slot }, `nominee${slot}:${version}`);
  const [edits, setEdits] = useState<Partial<TNomineeForm>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [owner, setOwner] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const [failure, setFailure] = useState('');
  const form: TNomineeForm | null = data ? { ...data.form, ...edits } : null;
  const set = (patch: Partial<TNomineeForm>) => {
    setErrors({});
    setFailure('');
    setEdits((e) => ({ ...e, ...patch }));
  };
  const minor = !!(data && form && isMinorNominee(form.dob, data.today));

  const save = async () => {
    if (!form || !data) return null;
    const sent = { ...form, guardian: minor ? (form.guardian ?? blankPerson) : null };
    const found = nomineeFormErrors(sent, { today: data.today, otherIdNos: [] });
    // The share alone (above 0, below 100 among several, 100 alone); the total is the server's.
    const share = nomineeShareError(1, form.share, data.count, {});
    if (share) found.share = share;
    setErrors(found);
    if (firstNomineeError(found)) return null;
    return (await regCall(saveNomineeDtlCall, { slot, ...sent })).nextScreenId;
  };
  const lookUp = async () => {
    if (!form) return;
    setOwner(null);
    try {
      const bo = await regCall(fetchBoDtlNomineeCall, { dematAccNo: form.idNo });
      setOwner(
        bo.found
          ? { tone: 'info', text: `${bo.depository} account of ${bo.name}` }
          : { tone: 'error', text: onboardingNomineeMessages.boNotFound },
      );
    } catch (caught) {
      setOwner({ tone: 'error', text: errorMessage(caught) });
    }
  };
  const remove = async () => {
    try {
      const { nextScreenId } = await regCall(removeNomineeDtlCall, { slot });
      setEdits({});
      setOwner(null);
      if (nextScreenId === screenId) setVersion((v) => v + 1);
      else goTo(nextScreenId, { replace: true });
    } catch (caught) {
      setFailure(errorMessage(caught));
    }
  };

  return { slot, data, error, form, errors, owner, failure, set, minor, save, lookUp, remove };
}
