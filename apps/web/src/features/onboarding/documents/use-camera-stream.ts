import { onboardingDocumentMessages as m } from '@cdesk/domain';
import { type RefObject, useEffect, useState } from 'react';

type CameraState = 'starting' | 'live' | 'unavailable';

function cameraProblem(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return m.cameraDenied;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return m.cameraMissing;
  return m.cameraFailed;
}

/** The front camera's stream in the video element, stopped when the view goes. */
export function useCameraStream(video: RefObject<HTMLVideoElement | null>) {
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
  }, [video]);

  return { state, problem };
}
