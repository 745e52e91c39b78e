import {
  type HolderRole,
  loadDocumentsCall,
  pictureExtensions,
  removeDocumentsCall,
  saveDocumentsCall,
  type TStoredDocument,
} from '@cdesk/domain';
import { useRef, useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { readPickedFile } from '../documents/file-read';
import { useStepLoad } from '../kyc/use-step-load';
import { regCall } from '../reg-gateway';

/** Every holder's signature: drawn or uploaded, kept, signed again, and the signature document made. */
export function useSignatures() {
  const { data, error } = useStepLoad(loadDocumentsCall, { kind: 'SIGNATURE' }, 'signature');
  const [changes, setChanges] = useState<Partial<Record<HolderRole, TStoredDocument | null>>>({});
  const [drawn, setDrawn] = useState<Partial<Record<HolderRole, string | null>>>({});
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const uploadFor = useRef<HolderRole>('F');

  const storedOf = (holder: HolderRole) =>
    holder in changes
      ? (changes[holder] ?? undefined)
      : data?.holders.find((h) => h.holder === holder)?.documents[0];
  const keep = async (holder: HolderRole, content: string, fileName: string) => {
    const saved = await regCall(saveDocumentsCall, {
      event: 'UPLOAD',
      kind: 'SIGNATURE',
      holder,
      fileName,
      content,
    });
    setChanges((c) => ({ ...c, [holder]: saved.document ?? null }));
    setDrawn((d) => ({ ...d, [holder]: null }));
  };
  const act = async (action: () => Promise<void>) => {
    setProblem('');
    setBusy(true);
    try {
      await action();
    } catch (caught) {
      setProblem(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };
  const upload = async (file: File | undefined) => {
    if (!file) return;
    const picked = await readPickedFile(file, pictureExtensions);
    if (!picked.ok) return setProblem(picked.message);
    await act(() => keep(uploadFor.current, picked.content, picked.name));
  };
  const signAgain = (holder: HolderRole, docType: string) =>
    act(async () => {
      await regCall(removeDocumentsCall, { kind: 'SIGNATURE', holder, docType });
      setChanges((c) => ({ ...c, [holder]: null }));
    });
  const save = async () => {
    for (const h of data?.holders ?? []) {
      const png = drawn[h.holder];
      if (png && !storedOf(h.holder)) await keep(h.holder, png, 'signature.png');
    }
    return (await regCall(saveDocumentsCall, { event: 'SAVE', kind: 'SIGNATURE' })).nextScreenId;
  };

  const pickFor = (holder: HolderRole) => {
    uploadFor.current = holder;
    picker.current?.click();
  };
  const draw = (holder: HolderRole, png: string | null) =>
    setDrawn((d) => ({ ...d, [holder]: png }));

  return { data, error, problem, busy, picker, storedOf, upload, signAgain, save, pickFor, draw };
}
