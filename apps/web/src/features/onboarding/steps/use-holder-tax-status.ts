import {
  loadHolderTaxStatusCall,
  saveHolderTaxStatusCall,
  type TSaveHolderTaxStatusRequest,
} from '@cdesk/domain';
import { useState } from 'react';
import { regCall } from '../reg-gateway';
import { useStepData } from './holder-form';

export type Mode = TSaveHolderTaxStatusRequest['holdingMode'];
type Status = TSaveHolderTaxStatusRequest['taxStatus'];

/** The account's tax status, holding pattern and number of holders, and their save. */
export function useHolderTaxStatus() {
  const [taxStatus, setTaxStatus] = useState('');
  const [holdingMode, setHoldingMode] = useState<Mode>('SI');
  const [holderCount, setHolderCount] = useState(2);
  const [choiceError, setChoiceError] = useState('');
  const { data, error } = useStepData('tax-status', async (signal) => {
    const loaded = await regCall(loadHolderTaxStatusCall, {}, { signal });
    setTaxStatus(loaded.taxStatus);
    if (loaded.holdingMode) setHoldingMode(loaded.holdingMode as Mode);
    setHolderCount(Math.max(2, loaded.holderCount));
    return loaded;
  });
  const minor = data?.taxStatuses.find((t) => t.code === taxStatus)?.minor ?? false;

  const save = async () => {
    setChoiceError('');
    if (!taxStatus) {
      setChoiceError('Tax Status cannot be empty.');
      return null;
    }
    const mode = minor ? 'SI' : holdingMode;
    const saved = await regCall(saveHolderTaxStatusCall, {
      taxStatus: taxStatus as Status,
      holdingMode: mode,
      holderCount: mode === 'SI' ? 1 : holderCount,
    });
    return saved?.nextScreenId;
  };

  return {
    data,
    error,
    taxStatus,
    setTaxStatus,
    holdingMode,
    setHoldingMode,
    holderCount,
    setHolderCount,
    choiceError,
    minor,
    save,
  };
}
