import { downloadFormResource, formFileTypes } from '@cdesk/domain';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { regFile } from '../reg-gateway';

type FormDocType = (typeof formFileTypes)['unsigned' | 'signed'];

/**
 * The kept application form as a blob and an object URL to show it by, fetched with the
 * registration's tokens once `ready` (the URL is let go when the page leaves).
 */
export function useFormFile(ready: boolean, docType: FormDocType = formFileTypes.unsigned) {
  const [state, setState] = useState<{ blob?: Blob; url?: string; error?: string }>({});
  useEffect(() => {
    if (!ready) return;
    let url = '';
    let live = true;
    regFile(downloadFormResource.path, { docType }).then(
      (blob) => {
        if (!live) return;
        url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
        setState({ blob, url });
      },
      (error: unknown) => live && setState({ error: errorMessage(error) }),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [ready, docType]);
  return state;
}
