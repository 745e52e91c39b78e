import type { TLivePhoto } from '@cdesk/domain';
import { RotateCcw } from 'lucide-react';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';

interface PhotoCheckProps {
  photo: TLivePhoto;
  holderLabel: string;
  confirmed: boolean;
  onConfirm: (checked: boolean) => void;
  onRetake: () => void;
}

/** The photo as stored, to confirm it is the holder's or take it again. */
export function PhotoCheck({
  photo,
  holderLabel,
  confirmed,
  onConfirm,
  onRetake,
}: PhotoCheckProps) {
  return (
    <div className="flex flex-col items-center gap-4">
      <img
        src={photo.photo}
        alt={`Live photo of the ${holderLabel}`}
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
        onChange={(event) => onConfirm(event.target.checked)}
        label="This photo is of me and shows my face clearly."
      />
      <Button variant="secondary" onClick={onRetake}>
        <RotateCcw aria-hidden className="size-4" />
        Retake photo
      </Button>
    </div>
  );
}
