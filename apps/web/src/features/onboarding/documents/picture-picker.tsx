import { pictureExtensions } from '@cdesk/domain';
import type { Ref } from 'react';
import { acceptOf } from './file-read';

/** The hidden file input of a picture (a photo or a signature), opened by a button of the page. */
export function PicturePicker({
  ref,
  label,
  onFile,
}: {
  ref: Ref<HTMLInputElement>;
  label: string;
  onFile: (file: File | undefined) => void;
}) {
  return (
    <input
      ref={ref}
      type="file"
      accept={acceptOf(pictureExtensions)}
      className="sr-only"
      tabIndex={-1}
      aria-label={label}
      onChange={(event) => {
        onFile(event.target.files?.[0]);
        event.target.value = '';
      }}
    />
  );
}
