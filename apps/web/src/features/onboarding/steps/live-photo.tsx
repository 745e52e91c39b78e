import {
  livePhotoCall,
  loadLivePhotoCall,
  onboardingDocumentMessages as m,
  pictureExtensions,
  saveLivePhotoCall,
  type TLivePhoto,
} from '@cdesk/domain';
import { RotateCcw } from 'lucide-react';
import { useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { CameraCapture } from '../documents/camera-capture';
import { readPickedFile } from '../documents/file-read';
import { PicturePicker } from '../documents/picture-picker';
import { RecordSkeleton } from '../kyc/load-skeleton';
import { regPath, useRegArea } from '../reg-area';
import { useStepLoad } from '../kyc/use-step-load';
import { regCall } from '../reg-gateway';
import { StepFrame } from '../step-frame';
import type { StepPageProps } from './step-page-props';

/**
 * Screens 40 to 43: a holder's live photo, taken with the camera (or uploaded where there is
 * none) at /createaccount/livephoto, then shown back as stored at /createaccount/livephotovrfy
 * to confirm or retake.
 */
export function LivePhotoStep(props: StepPageProps) {
  return <LivePhotoView key={props.holder} {...props} />;
}

function LivePhotoView({ screenId, holder }: StepPageProps) {
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
  // A photo already kept is shown to confirm unless the applicant asked to retake it; the verify
  // view without a photo goes back to the camera.
  if (data && !verifying && data.stored && !taken && query.get('retake') !== 'Y')
    return <Navigate to={pathOf('livephotovrfy')} replace />;
  if (data && verifying && !photo) return <Navigate to={pathOf('livephoto')} replace />;
  const name = data ? `${data.holderLabel}${data.holderName ? `: ${data.holderName}` : ''}` : '';

  return (
    <StepFrame
      screenId={screenId}
      title={verifying ? 'Check your photo' : 'Live photo'}
      subtitle={
        verifying
          ? `${name}. Confirm the photo shows your face clearly, or take it again.`
          : `${name}. Face the camera in good light, without a cap or dark glasses, and fit your face in the oval.`
      }
      onNext={data && verifying ? save : undefined}
      hideNext={!data || !verifying}
      error={error || problem}
    >
      {!data && !error && <RecordSkeleton />}
      <PicturePicker ref={picker} label="Upload a photo" onFile={(file) => void upload(file)} />
      {data && verifying && photo && (
        <div className="flex flex-col items-center gap-4">
          <img
            src={photo.photo}
            alt={`Live photo of the ${data.holderLabel}`}
            width={photo.width}
            height={photo.height}
            className="aspect-[3/4] w-full max-w-[240px] rounded-card border border-border object-cover"
          />
          <p className="text-sm text-muted">
            {photo.source === 'CAMERA' ? 'Taken with the camera' : 'Uploaded'} · {photo.width} ×{' '}
            {photo.height} px · <span className="figures">{photo.sizeText}</span>
          </p>
          <Checkbox
            checked={confirmed}
            onChange={(event) => {
              setProblem('');
              setConfirmed(event.target.checked);
            }}
            label="This photo is of me and shows my face clearly."
          />
          <Button
            variant="secondary"
            onClick={() => {
              setTaken(null);
              navigate(pathOf('livephoto', true), { replace: true });
            }}
          >
            <RotateCcw aria-hidden className="size-4" />
            Retake photo
          </Button>
        </div>
      )}
      {data && !verifying && (
        <CameraCapture
          busy={sending}
          onCapture={(content) => void send('CAMERA', content)}
          onUpload={() => picker.current?.click()}
        />
      )}
    </StepFrame>
  );
}
