import { RefreshCw } from 'lucide-react';
import { useEffect, useState, type Ref } from 'react';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { Skeleton } from '../../ui/skeleton';
import { captchaImageUrl } from './captcha-image';

interface CaptchaFieldProps {
  loginId: string;
  /** The gateway address of the captcha image. */
  imageAddress: string;
  /** A new value asks for a new image (after a failed login the old one is spent). */
  imageKey: number;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

export function CaptchaField({
  loginId,
  imageAddress,
  imageKey,
  value,
  onChange,
  error,
  ref,
}: CaptchaFieldProps) {
  const [refreshes, setRefreshes] = useState(0);
  const [src, setSrc] = useState('');
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    let url = '';
    setSrc('');
    setFailed(false);
    captchaImageUrl(imageAddress, loginId, controller.signal)
      .then((made) => {
        url = made;
        setSrc(made);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [imageAddress, loginId, imageKey, refreshes]);

  return (
    <Field label="Captcha" error={error} hint="Type the characters in the picture.">
      {(control) => (
        <div className="flex flex-col gap-2">
          <div className="flex items-center gap-2">
            <div className="flex h-12 w-40 items-center justify-center overflow-hidden rounded-card border border-border bg-subtle">
              {src ? (
                <img src={src} alt="Captcha" className="h-full w-full object-contain" />
              ) : failed ? (
                <span className="px-2 text-center text-xs text-muted">Could not load</span>
              ) : (
                <Skeleton className="h-full w-full rounded-none" />
              )}
            </div>
            <button
              type="button"
              aria-label="Refresh captcha"
              onClick={() => {
                setRefreshes((n) => n + 1);
                onChange('');
              }}
              className="flex size-11 items-center justify-center rounded-card text-muted hover:bg-subtle hover:text-text"
            >
              <RefreshCw aria-hidden className="size-5" />
            </button>
          </div>
          <Input
            {...control}
            ref={ref}
            name="captcha"
            value={value}
            verbatim
            maxLength={16}
            placeholder="Enter the captcha"
            onChange={(event) => onChange(event.target.value)}
          />
        </div>
      )}
    </Field>
  );
}
