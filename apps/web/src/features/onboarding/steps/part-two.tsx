import { loadCenterPartnerCall, terminateSessionCall, type TRegPartner } from '@cdesk/domain';
import { ClipboardCheck, LogOut } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../ui/button';
import { PartnerCard } from '../partner-card';
import { regPath, useRegArea } from '../reg-area';
import { regCall } from '../reg-gateway';
import { clearRegSession, useRegState } from '../reg-state';
import { StepFrame } from '../step-frame';
import { useHelpNo } from '../use-help-no';
import type { StepPageProps } from './registry';

/**
 * Screen 16 onwards: bank details, mandate, nominees, live photo, documents, signature and e-sign
 * are completed with the partner or at the branch. The application stays saved under its number.
 */
export function PartTwoStep({ screenId }: StepPageProps) {
  const { refNo } = useRegState();
  const area = useRegArea();
  const navigate = useNavigate();
  const helpNo = useHelpNo();
  const [partner, setPartner] = useState<TRegPartner | null>(null);
  const [centre, setCentre] = useState('');

  useEffect(() => {
    const controller = new AbortController();
    regCall(loadCenterPartnerCall, {}, { signal: controller.signal }).then(
      (saved) => {
        setPartner(saved.partner);
        setCentre(saved.centre ? `${saved.centre.centreName}, ${saved.centre.city}` : '');
      },
      () => undefined,
    );
    return () => controller.abort();
  }, []);

  const logout = async () => {
    await regCall(terminateSessionCall, {}).catch(() => undefined);
    clearRegSession();
    navigate(regPath(area, 'createlogin/generate-otp'), { replace: true });
  };

  return (
    <StepFrame
      screenId={screenId}
      title="Your application is saved"
      hideNext
      actions={
        <Button variant="secondary" onClick={() => void logout()}>
          <LogOut aria-hidden className="size-4" />
          Logout
        </Button>
      }
    >
      <div className="flex items-start gap-3">
        <ClipboardCheck aria-hidden className="mt-0.5 size-6 shrink-0 text-gain" />
        <div className="flex flex-col gap-2 text-[15px] leading-relaxed text-muted">
          <p>
            Application <span className="figures font-semibold text-text select-all">{refNo}</span>{' '}
            is saved with your holders, KYC, personal details, FATCA and trading preferences.
          </p>
          <p>
            The remaining steps (bank details and mandate, nomination, live photo, documents,
            signature and e-sign) are completed with your partner or at your branch. Quote your
            application number there.
          </p>
          <p>
            Help line: <span className="figures font-medium text-text">{helpNo}</span>
          </p>
        </div>
      </div>
      {partner && <PartnerCard partner={partner} note={centre ? `Centre: ${centre}` : undefined} />}
      {!partner && centre && <p className="text-sm text-muted">Centre: {centre}</p>}
    </StepFrame>
  );
}
