import { extensionListText, fileSizeText } from '@cdesk/domain';
import { Alert } from '../../../ui/alert';
import { DocumentRow } from '../documents/document-row';
import { acceptOf } from '../documents/file-read';
import { RecordSkeleton } from '../kyc/load-skeleton';
import { StepFrame } from '../step-frame';
import type { StepPageProps } from './step-page-props';
import { useDocumentUploads } from './use-document-uploads';

/** Screens 44, 46, 47 and 48: a holder's PAN card, and for the first holder a bank proof. */
export function UploadDocumentsStep(props: StepPageProps) {
  return <UploadDocumentsView key={props.holder} {...props} />;
}

function UploadDocumentsView({ screenId, holder }: StepPageProps) {
  const { data, error, busy, problem, mine, extensions, storedOf, pick, remove, save } =
    useDocumentUploads(holder);

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
