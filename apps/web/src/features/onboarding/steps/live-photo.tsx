import { Navigate } from 'react-router';
import { CameraCapture } from '../documents/camera-capture';
import { PicturePicker } from '../documents/picture-picker';
import { RecordSkeleton } from '../kyc/load-skeleton';
import { StepFrame } from '../step-frame';
import { PhotoCheck } from './photo-check';
import type { StepPageProps } from './step-page-props';
import { useLivePhoto } from './use-live-photo';

/**
 * Screens 40 to 43: a holder's live photo, taken with the camera (or uploaded where there is
 * none) at /createaccount/livephoto, then shown back as stored at /createaccount/livephotovrfy
 * to confirm or retake.
 */
export function LivePhotoStep(props: StepPageProps) {
  return <LivePhotoView key={props.holder} {...props} />;
}

function LivePhotoView({ screenId, holder }: StepPageProps) {
  const {
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
  } = useLivePhoto(holder);
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
        <PhotoCheck
          photo={photo}
          holderLabel={data.holderLabel}
          confirmed={confirmed}
          onConfirm={confirm}
          onRetake={retake}
        />
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
