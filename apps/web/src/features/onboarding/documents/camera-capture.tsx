import { onboardingDocumentMessages as m } from '@cdesk/domain';
import { Camera, ImageUp } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';

type CameraState = 'starting' | 'live' | 'unavailable';

function cameraProblem(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return m.cameraDenied;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return m.cameraMissing;
  return m.cameraFailed;
}

interface CameraCaptureProps {
  /** A JPEG of the frame, as a data URL. */
  onCapture: (photo: string) => void;
  /** Opens the file picker of the upload fallback. */
  onUpload: () => void;
  busy: boolean;
}

/**
 * The camera's live picture in a 3:4 frame with a face guide, and a button that takes the frame
 * as a JPEG. Where there is no camera, or permission is refused, it says so and offers the upload.
 */
export function CameraCapture({ onCapture, onUpload, busy }: CameraCaptureProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('starting');
  const [problem, setProblem] = useState('');

  useEffect(() => {
    const media = navigator.mediaDevices;
    if (!media?.getUserMedia) {
      setState('unavailable');
      setProblem(m.cameraMissing);
      return;
    }
    let stream: MediaStream | null = null;
    let gone = false;
    media
      .getUserMedia({
        video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 960 } },
        audio: false,
      })
      .then(
        async (granted) => {
          if (gone) return granted.getTracks().forEach((t) => t.stop());
          stream = granted;
          if (video.current) {
            video.current.srcObject = granted;
            await video.current.play().catch(() => undefined);
          }
          setState('live');
        },
        (error: unknown) => {
          if (gone) return;
          setState('unavailable');
          setProblem(cameraProblem(error));
        },
      );
    return () => {
      gone = true;
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, []);

  const capture = () => {
    const frame = video.current;
    if (!frame || !frame.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = frame.videoWidth;
    canvas.height = frame.videoHeight;
    canvas.getContext('2d')?.drawImage(frame, 0, 0, canvas.width, canvas.height);
    onCapture(canvas.toDataURL('image/jpeg', 0.9));
  };

  return (
    <div className="flex flex-col items-center gap-4">
      {state !== 'unavailable' && (
        <div className="relative aspect-[3/4] w-full max-w-[300px] overflow-hidden rounded-card bg-header">
          <video
            ref={video}
            muted
            playsInline
            aria-label="Camera preview"
            className="size-full -scale-x-100 object-cover"
          />
          <div
            aria-hidden
            className="pointer-events-none absolute inset-x-[18%] top-[14%] bottom-[22%] rounded-[50%] border-2 border-dashed border-white/80"
          />
          {state === 'starting' && (
            <p className="absolute inset-0 flex items-center justify-center p-4 text-center text-sm text-header-fg">
              Starting the camera…
            </p>
          )}
        </div>
      )}
      {state === 'unavailable' && <Alert tone="info">{problem}</Alert>}
      <div className="flex w-full flex-col gap-3 tablet:w-auto tablet:flex-row">
        {state !== 'unavailable' && (
          <Button onClick={capture} disabled={state !== 'live' || busy} loading={busy}>
            <Camera aria-hidden className="size-4" />
            Take photo
          </Button>
        )}
        <Button
          variant={state === 'unavailable' ? 'primary' : 'secondary'}
          onClick={onUpload}
          disabled={busy}
        >
          <ImageUp aria-hidden className="size-4" />
          Upload a photo
        </Button>
      </div>
    </div>
  );
}
