import {
  extensionListText,
  fileSizeText,
  type ImageDocumentExtension,
  imageDocumentExtensions,
  loadDocumentsCall,
  removeDocumentsCall,
  saveDocumentsCall,
  type TStoredDocument,
} from '@cdesk/domain';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { Alert } from '../../../ui/alert';
import { DocumentRow } from '../documents/document-row';
import { acceptOf, readPickedFile } from '../documents/file-read';
import { RecordSkeleton } from '../kyc/load-skeleton';
import { useStepLoad } from '../kyc/use-step-load';
import { regCall } from '../reg-gateway';
import { StepFrame } from '../step-frame';
import type { StepPageProps } from './step-page-props';

/** Screens 44, 46, 47 and 48: a holder's PAN card, and for the first holder a bank proof. */
export function UploadDocumentsStep(props: StepPageProps) {
  return <UploadDocumentsView key={props.holder} {...props} />;
}

function UploadDocumentsView({ screenId, holder }: StepPageProps) {
  const { data, error } = useStepLoad(loadDocumentsCall, { holder, kind: 'DOCUMENT' }, holder);
  const [changes, setChanges] = useState<Record<string, TStoredDocument | null>>({});
  const [busy, setBusy] = useState('');
  const [problem, setProblem] = useState({ docType: '', message: '' });
  const mine = data?.holders[0];
  const extensions = (data?.extensions ?? imageDocumentExtensions) as ImageDocumentExtension[];
  const storedOf = (docType: string) =>
    docType in changes
      ? (changes[docType] ?? undefined)
      : mine?.documents.find((d) => d.docType === docType);

  const run = async (docType: string, action: () => Promise<TStoredDocument | null>) => {
    setProblem({ docType: '', message: '' });
    setBusy(docType);
    try {
      const result = await action();
      setChanges((c) => ({ ...c, [docType]: result }));
    } catch (caught) {
      setProblem({ docType, message: errorMessage(caught) });
    } finally {
      setBusy('');
    }
  };
  const pick = async (docType: string, file: File) => {
    const picked = await readPickedFile(file, extensions);
    if (!picked.ok) return setProblem({ docType, message: picked.message });
    await run(docType, async () => {
      const saved = await regCall(saveDocumentsCall, {
        event: 'UPLOAD',
        holder,
        kind: 'DOCUMENT',
        docType,
        fileName: picked.name,
        content: picked.content,
      });
      return saved.document ?? null;
    });
  };
  const remove = (docType: string) =>
    run(docType, async () => {
      await regCall(removeDocumentsCall, { holder, kind: 'DOCUMENT', docType });
      return null;
    });
  const save = async () =>
    (await regCall(saveDocumentsCall, { event: 'SAVE', holder, kind: 'DOCUMENT' })).nextScreenId;

  return (
    <StepFrame
      screenId={screenId}
      title="Upload documents"
      subtitle={
        mine ? `${mine.holderLabel}${mine.holderName ? `: ${mine.holderName}` : ''}` : undefined
      }
      onNext={data ? save : undefined}
      hideNext={!data}
      error={error}
    >
      {!data && !error && <RecordSkeleton />}
      {data && mine && (
        <>
          <Alert tone="info">
            {extensionListText(extensions)} files, from {fileSizeText(data.minBytes)} to{' '}
            {fileSizeText(data.maxBytes)}. Make sure every corner of the document is in the picture
            and the text can be read.
          </Alert>
          {mine.required.map((need) => (
            <DocumentRow
              key={need.docType}
              label={need.label}
              accept={acceptOf(extensions)}
              stored={storedOf(need.docType)}
              busy={busy !== ''}
              error={problem.docType === need.docType ? problem.message : undefined}
              onPick={(file) => void pick(need.docType, file)}
              onRemove={() => void remove(need.docType)}
            />
          ))}
        </>
      )}
    </StepFrame>
  );
}
