import {
  loadPanDobCall,
  onboardingHolderMessages,
  removeHolderDetailCall,
  savePanDobCall,
  type TSavePanDobRequest,
} from '@cdesk/domain';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../ui/toast';
import { regCall } from '../reg-gateway';
import { saving, useStepData } from './holder-form';
import { checkHolders, type Errors, type Holder } from './holders-pan-dob-checks';

type HolderInput = TSavePanDobRequest['holders'][number];

/** The holders' PAN, date of birth and name: loaded, checked, saved, and a joint holder removed. */
export function useHoldersPanDob(guardian: boolean) {
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

  return { holders, errors, removing, notice, data, error, change, save, remove };
}
