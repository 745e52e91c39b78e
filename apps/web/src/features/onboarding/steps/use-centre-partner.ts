import {
  fetchCenterCall,
  fetchPartnerCall,
  loadCenterPartnerCall,
  saveCenterPartnerCall,
  type TRegPartner,
} from '@cdesk/domain';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { regCall } from '../reg-gateway';

type Centre = { centreCode: string; centreName: string; city: string };

/** The centres, the partner found by ARN or partner code (or fixed by the link), and the save. */
export function useCentrePartner() {
  const [centres, setCentres] = useState<Centre[] | null>(null);
  const [centreCode, setCentreCode] = useState('');
  const [partner, setPartner] = useState<TRegPartner | null>(null);
  const [fixed, setFixed] = useState(false);
  const [search, setSearch] = useState('');
  const [searchError, setSearchError] = useState('');
  const [loadError, setLoadError] = useState('');

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    Promise.all([
      regCall(loadCenterPartnerCall, {}, { signal }),
      regCall(fetchCenterCall, { search: '' }, { signal }),
    ]).then(
      ([saved, list]) => {
        setCentres(list.centres);
        setPartner(saved.partner);
        setFixed(saved.partnerFixed === 'Y');
        setSearch(saved.partner?.arn ?? '');
        setCentreCode(saved.centre?.centreCode ?? '');
      },
      (error: unknown) => !signal.aborted && setLoadError(errorMessage(error)),
    );
    return () => controller.abort();
  }, []);

  const find = async () => {
    setSearchError('');
    if (!search.trim()) {
      setSearchError('ARN / Partner Code cannot be empty.');
      return;
    }
    try {
      const found = await regCall(fetchPartnerCall, { search });
      setPartner(found.partner);
      setCentreCode(found.partner.centreCode);
    } catch (error) {
      setPartner(null);
      setSearchError(errorMessage(error));
    }
  };
  const save = async () =>
    (
      await regCall(saveCenterPartnerCall, {
        centreCode,
        partnerCode: fixed ? '' : (partner?.partnerCode ?? ''),
      })
    ).nextScreenId;

  return {
    centres,
    centreCode,
    setCentreCode,
    partner,
    fixed,
    search,
    setSearch,
    searchError,
    loadError,
    find,
    save,
  };
}
