import {
  fetchCenterCall,
  fetchPartnerCall,
  loadCenterPartnerCall,
  saveCenterPartnerCall,
  type TRegPartner,
} from '@cdesk/domain';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { Skeleton } from '../../../ui/skeleton';
import { PartnerCard } from '../partner-card';
import { regCall } from '../reg-gateway';
import { StepFrame } from '../step-frame';
import type { StepPageProps } from './step-page-props';

type Centre = { centreCode: string; centreName: string; city: string };

/** Screen 4: the partner (by ARN or partner code) and the centre the application is opened with. */
export function CentrePartnerStep({ screenId }: StepPageProps) {
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

  return (
    <StepFrame
      screenId={screenId}
      title="Centre and partner"
      subtitle="The partner who helps you, and the centre that serves your account."
      onNext={save}
      error={loadError}
    >
      {!centres && !loadError && (
        <div aria-busy="true" className="flex flex-col gap-4">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      )}
      {centres && (
        <>
          {fixed && partner ? (
            <PartnerCard partner={partner} note="Your application is opened with this partner." />
          ) : (
            <div className="flex flex-col gap-3">
              <div className="flex flex-col gap-3 tablet:flex-row tablet:items-start">
                <Field label="ARN / Partner Code" error={searchError} className="flex-1">
                  {(control) => (
                    <Input
                      {...control}
                      name="partner"
                      verbatim
                      maxLength={40}
                      value={search}
                      onChange={(event) => setSearch(event.target.value.toUpperCase())}
                      onKeyDown={(event) => {
                        if (event.key === 'Enter') {
                          event.preventDefault();
                          void find();
                        }
                      }}
                    />
                  )}
                </Field>
                <Button variant="secondary" className="tablet:mt-7" onClick={() => void find()}>
                  Find partner
                </Button>
              </div>
              {partner && <PartnerCard partner={partner} />}
            </div>
          )}
          <Select
            label="Centre"
            placeholder="Select a centre"
            value={centreCode}
            onValueChange={setCentreCode}
            options={centres.map((c) => ({
              value: c.centreCode,
              label: `${c.centreName} (${c.centreCode})`,
            }))}
          />
        </>
      )}
    </StepFrame>
  );
}
