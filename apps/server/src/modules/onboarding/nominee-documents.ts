import {
  checkNomineeDocument,
  onboardingNomineeMessages as m,
  type NomineeSlot,
} from '@cdesk/domain';
import { refuse } from './kyc-holder.js';
import { Nomination, nomineeDocumentKey } from './nomination.js';
import type { OnboardingStore } from './store.js';

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
    await this.store.putFile({
      ...key,
      fileName,
      mime: checked.type,
      content: Buffer.from(checked.bytes),
    });
    return { docType: key.docType, fileName, mime: checked.type, size: checked.bytes.length };
  }

  async remove(refNo: string, slot: NomineeSlot) {
    await this.nomination.chosenCount(refNo, slot);
    if (!(await this.store.removeFile(nomineeDocumentKey(refNo, slot))))
      throw refuse('NOMINEE_DOCUMENT', m.documentMissing);
    return { slot, removed: true };
  }
}
