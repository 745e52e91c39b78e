import {
  downloadRefnoFileCall,
  type HolderRole,
  type TFetchRefnoDetailResponse,
} from '@cdesk/domain';
import { FileText } from 'lucide-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { Button } from '../../../ui/button';
import { base64Blob } from './save-file';
import { staffCall } from './staff-gateway';

type FileEntry = TFetchRefnoDetailResponse['files'][number];

/** One file: an image shown in place, a PDF opened in a new tab. */
function FileView({ refNo, file }: { refNo: string; file: FileEntry }) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState('');
  const image = file.mime.startsWith('image/');
  const fetchFile = async () => {
    const reply = await staffCall(downloadRefnoFileCall, {
      refNo,
      role: file.role as HolderRole,
      kind: file.kind as 'PHOTO' | 'DOCUMENT' | 'SIGNATURE' | 'FORM',
      docType: file.docType,
    });
    return URL.createObjectURL(base64Blob(reply.content, reply.mime));
  };
  useEffect(() => {
    if (!image) return;
    let made = '';
    fetchFile().then(
      (next) => {
        made = next;
        setUrl(next);
      },
      (failure: unknown) => setError(errorMessage(failure)),
    );
    return () => {
      if (made) URL.revokeObjectURL(made);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refNo, file.role, file.kind, file.docType, image]);
  const open = async () => {
    const tab = window.open('', '_blank');
    try {
      const next = await fetchFile();
      if (tab) tab.location.href = next;
    } catch (failure) {
      tab?.close();
      setError(errorMessage(failure));
    }
  };
  return (
    <figure className="flex flex-col gap-2 rounded-card border border-border p-3">
      {image ? (
        url ? (
          <img
            src={url}
            alt={`${file.kind} ${file.docType}`}
            className="h-40 w-full rounded object-contain"
          />
        ) : (
          <div className="h-40 w-full animate-pulse rounded bg-subtle" />
        )
      ) : (
        <Button variant="secondary" onClick={() => void open()}>
          <FileText aria-hidden className="size-4" />
          Open {file.fileName}
        </Button>
      )}
      <figcaption className="text-sm text-muted">
        {file.kind} · {file.docType} · {file.role} · {Math.ceil(file.size / 1024)} KB
      </figcaption>
      {error && <p className="text-sm text-loss">{error}</p>}
    </figure>
  );
}

export function ApplicationFiles({ refNo, files }: { refNo: string; files: FileEntry[] }) {
  if (files.length === 0) return <p className="text-[15px] text-muted">No files were uploaded.</p>;
  return (
    <div className="grid gap-3 tablet:grid-cols-2 desktop:grid-cols-3">
      {files.map((file) => (
        <FileView key={`${file.role}-${file.kind}-${file.docType}`} refNo={refNo} file={file} />
      ))}
    </div>
  );
}
