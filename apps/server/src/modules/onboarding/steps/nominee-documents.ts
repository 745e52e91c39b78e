import {
  checkNomineeDocument,
  onboardingNomineeMessages as m,
  type NomineeSlot,
} from '@cdesk/domain';
import { redrawImage, rewritePdf } from '../../../lib/safe-files.js';
import { refuse } from './kyc-holder.js';
import { documentBox, keptFileName } from './upload-checks.js';
import { Nomination, nomineeDocumentKey } from './nomination.js';
import type { OnboardingStore } from '../store.js';

/** uploadNomineeDocDtl and removeNomineeDocDtl: a nominee's ID proof, judged by its bytes. */
export class NomineeDocuments {
  private readonly nomination: Nomination;

  constructor(private readonly store: OnboardingStore) {
    this.nomination = new Nomination(store);
  }

  async upload(refNo: string, slot: NomineeSlot, fileName: string, content: string) {
    await this.nomination.chosenCount(refNo, slot);
    const checked = checkNomineeDocument(content);
    if (!checked.ok) throw refuse('NOMINEE_DOCUMENT', checked.message);
    const key = nomineeDocumentKey(refNo, slot);
    const bytes = Buffer.from(checked.bytes);
    const safe =
      checked.type === 'application/pdf'
        ? { bytes: await rewritePdf(bytes), mime: checked.type, ext: 'pdf' }
        : await redrawImage(bytes, documentBox);
    const kept = keptFileName(fileName, safe.ext);
    await this.store.putFile({ ...key, fileName: kept, mime: safe.mime, content: safe.bytes });
    return { docType: key.docType, fileName: kept, mime: safe.mime, size: safe.bytes.length };
  }

  async remove(refNo: string, slot: NomineeSlot) {
    await this.nomination.chosenCount(refNo, slot);
    if (!(await this.store.removeFile(nomineeDocumentKey(refNo, slot))))
      throw refuse('NOMINEE_DOCUMENT', m.documentMissing);
    return { slot, removed: true };
  }
}
