import { useState } from 'react';
import { cx } from '../../ui/cx';

interface UserAvatarProps {
  name: string;
  /** The display photo's address from the header call; '' when there is none. */
  photo?: string;
  className?: string;
}

/** The display photo, or the first letter of the name when there is none or it fails (spec 1 section 2.5). */
export function UserAvatar({ name, photo = '', className }: UserAvatarProps) {
  const [failed, setFailed] = useState('');
  const showPhoto = photo !== '' && failed !== photo;
  return (
    <span
      aria-hidden
      className={cx(
        'flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-white/15 text-sm font-semibold text-header-fg uppercase ring-1 ring-white/25',
        className,
      )}
    >
      {showPhoto ? (
        <img
          src={photo}
          alt=""
          className="size-full object-cover"
          onError={() => setFailed(photo)}
        />
      ) : (
        name.trim().charAt(0) || '?'
      )}
    </span>
  );
}
