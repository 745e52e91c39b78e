import { saveDisplayPhotoCall, type TSaveDisplayPhotoRequest } from '@cdesk/domain';
import { Camera } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { gatewayCall } from '../../../lib/api';
import { useAction } from '../../../lib/use-action';
import { Alert } from '../../../ui/alert';
import { buttonClasses } from '../../../ui/button-classes';
import { readPhoto } from './read-photo';

interface PhotoUploadProps {
  name: string;
  avatar: string;
  onSaved: (dpPath: string) => void;
}

/** The display photo, or the name's first letter, and the upload (saveDisplayPhoto). */
export function PhotoUpload({ name, avatar, onSaved }: PhotoUploadProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [done, setDone] = useState('');
  const { run, pending, error, setError } = useAction<'upload'>();

  function picked(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setDone('');
    void run('upload', async () => {
      const photo = await readPhoto(file);
      if (!photo.ok) return setError(photo.message);
      const body: TSaveDisplayPhotoRequest = { photo: photo.dataUrl };
      const saved = await gatewayCall(saveDisplayPhotoCall, body);
      onSaved(saved.dpPath);
      setDone('Your photo has been updated.');
    });
  }

  return (
    <div className="flex flex-col items-start gap-4 tablet:flex-row tablet:items-center">
      {avatar ? (
        <img
          src={avatar}
          alt={`Display photo of ${name}`}
          width={96}
          height={96}
          className="size-24 rounded-full object-cover ring-1 ring-border"
        />
      ) : (
        <span
          aria-hidden
          className="flex size-24 items-center justify-center rounded-full bg-brand-soft text-4xl font-semibold text-brand uppercase"
        >
          {name.trim().charAt(0) || '?'}
        </span>
      )}
      <div className="flex flex-col gap-2">
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="image/jpeg,image/png"
          className="peer sr-only"
          onChange={picked}
          disabled={pending === 'upload'}
        />
        <label
          htmlFor={inputId}
          className={buttonClasses(
            'secondary',
            'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand',
          )}
        >
          <Camera aria-hidden className="size-4" />
          {pending === 'upload' ? 'Uploading…' : avatar ? 'Change photo' : 'Upload photo'}
        </label>
        <p className="text-xs text-muted">JPG or PNG, smaller than 2 MB.</p>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      {done && <Alert tone="info">{done}</Alert>}
    </div>
  );
}
