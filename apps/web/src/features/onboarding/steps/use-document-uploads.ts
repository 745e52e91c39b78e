import {
  type HolderRole,
  type ImageDocumentExtension,
  imageDocumentExtensions,
  loadDocumentsCall,
  removeDocumentsCall,
  saveDocumentsCall,
  type TStoredDocument,
} from '@cdesk/domain';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { readPickedFile } from '../documents/file-read';
import { useStepLoad } from '../kyc/use-step-load';
import { regCall } from '../reg-gateway';

/** A holder's documents: each picked and uploaded, or removed, and the step saved. */
export function useDocumentUploads(holder: HolderRole) {
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

  return { data, error, busy, problem, mine, extensions, storedOf, pick, remove, save };
}
