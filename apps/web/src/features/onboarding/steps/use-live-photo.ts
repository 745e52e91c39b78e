import {
  type HolderRole,
  livePhotoCall,
  loadLivePhotoCall,
  onboardingDocumentMessages as m,
  pictureExtensions,
  saveLivePhotoCall,
  type TLivePhoto,
} from '@cdesk/domain';
import { useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { readPickedFile } from '../documents/file-read';
import { useStepLoad } from '../kyc/use-step-load';
import { regPath, useRegArea } from '../reg-area';
import { regCall } from '../reg-gateway';

/** A holder's live photo: taken or uploaded, shown back to confirm or retake, and saved. */
export function useLivePhoto(holder: HolderRole) {
  const { data, error } = useStepLoad(loadLivePhotoCall, { holder }, holder);
  const [taken, setTaken] = useState<TLivePhoto | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState('');
  const picker = useRef<HTMLInputElement>(null);
  const area = useRegArea();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const verifying = useLocation().pathname.endsWith('/livephotovrfy');
  const photo = taken ?? data?.stored ?? null;
  const pathOf = (view: 'livephoto' | 'livephotovrfy', retake = false) => {
    const params = new URLSearchParams(holder === 'F' ? {} : { holder });
    if (retake) params.set('retake', 'Y');
    const search = params.toString();
    return `${regPath(area, `createaccount/${view}`)}${search ? `?${search}` : ''}`;
  };

  const send = async (source: 'CAMERA' | 'UPLOAD', content: string, fileName?: string) => {
    setProblem('');
    setSending(true);
    try {
      const stored = await regCall(livePhotoCall, { holder, source, photo: content, fileName });
      setTaken(stored);
      setConfirmed(false);
      navigate(pathOf('livephotovrfy'), { replace: true });
    } catch (caught) {
      setProblem(errorMessage(caught));
    } finally {
      setSending(false);
    }
  };
  const upload = async (file: File | undefined) => {
    if (!file) return;
    const picked = await readPickedFile(file, pictureExtensions);
    if (!picked.ok) return setProblem(picked.message);
    await send('UPLOAD', picked.content, picked.name);
  };
  const save = async () => {
    if (!photo) return void setProblem(m.photoRequired);
    if (!confirmed) return void setProblem(m.photoConfirm);
    return (await regCall(saveLivePhotoCall, { holder, confirm: 'Y' })).nextScreenId;
  };
  const confirm = (checked: boolean) => {
    setProblem('');
    setConfirmed(checked);
  };
  const retake = () => {
    setTaken(null);
    navigate(pathOf('livephoto', true), { replace: true });
  };

  return {
    data,
    error,
    taken,
    confirmed,
    sending,
    problem,
    picker,
    query,
    verifying,
    photo,
    pathOf,
    send,
    upload,
    save,
    confirm,
    retake,
  };
}
