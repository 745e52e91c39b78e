import { Camera, ImageUp } from 'lucide-react';
import { useRef } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { useCameraStream } from './use-camera-stream';

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
  const { state, problem } = useCameraStream(video);

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
