import {
  documentSizeLimits,
  grayscaleSignatureDocType,
  type HolderDocumentType,
  holderDocumentLabels,
  holderDocumentTypes,
  type HolderRole,
  imageDocumentExtensions,
  onboardingDocumentMessages as m,
  orderedHolders,
  pictureExtensions,
  registrationDocTypeNames,
  requiredDocuments,
  screenIdFor,
  signatureDocTypes,
  signatureLabels,
  type TDocumentKind,
  type TStoredDocument,
} from '@cdesk/domain';
import type { Clock } from '../../../lib/clock.js';
import { holderLabel, holderName } from './holder-names.js';
import { refuse } from './kyc-holder.js';
import { cropSignature, grayscaleSignatureDocument } from './signature-images.js';
import type { FileRow, OnboardingStore } from '../store.js';
import { checkUpload, dataUrl, keptFileName, sizeText } from './upload-checks.js';

const signatureScreen = screenIdFor('signature');
// A signature is kept at most 600 x 200: an upload is first redrawn no larger than this.
const signatureUploadBox = { width: 1600, height: 1600 } as const;
// Previews travel inside the load answer; a large scan is listed without one.
const previewLimit = 400 * 1024;

export interface DocumentUpload {
  event: 'UPLOAD' | 'SAVE';
  kind: TDocumentKind;
  docType: string;
  fileName?: string | undefined;
  content?: string | undefined;
}

/**
 * A holder's PAN and bank proof (screens 44, 46, 47, 48) and every holder's signature (screen 45):
 * uploads checked by content and stored, removed on request, and each screen closed once what it
 * needs is there. Closing the signatures also makes the gray-scale signature document.
 */
export class DocumentsService {
  constructor(
    private readonly store: OnboardingStore,
    private readonly clock: Clock,
  ) {}

  async load(refNo: string, role: HolderRole, kind: TDocumentKind) {
    const roles = kind === 'SIGNATURE' ? await this.holderRoles(refNo) : [role];
    await this.store.assertReached(refNo, this.screenOf(kind, role));
    const files = await this.store.files(refNo, kind);
    const holders = [];
    for (const each of roles) {
      const required =
        kind === 'SIGNATURE'
          ? [{ docType: signatureDocTypes[each], label: signatureLabels[each] }]
          : requiredDocuments(each).map((t) => ({ docType: t, label: holderDocumentLabels[t] }));
      const documents: TStoredDocument[] = [];
      for (const file of files.filter((f) => f.role === each && shownOn(kind, f.docType))) {
        const full = file.size <= previewLimit ? await this.store.file({ refNo, ...file }) : null;
        documents.push(describe(full ?? { ...file, content: null }));
      }
      holders.push({
        holder: each,
        holderName: holderName(await this.store.holder(refNo, each)),
        holderLabel: holderLabel(each),
        required,
        documents,
      });
    }
    return {
      kind,
      holders,
      extensions: [...(kind === 'SIGNATURE' ? pictureExtensions : imageDocumentExtensions)],
      minBytes: documentSizeLimits.minBytes,
      maxBytes: documentSizeLimits.maxBytes,
    };
  }

  async save(refNo: string, role: HolderRole, input: DocumentUpload) {
    const screenId = this.screenOf(input.kind, role);
    await this.store.assertReached(refNo, screenId);
    if (input.kind === 'SIGNATURE' && !(await this.holderRoles(refNo)).includes(role))
      throw refuse('HOLDER', 'Holder should be valid.');
    if (input.event === 'UPLOAD') return { document: await this.upload(refNo, role, input) };
    if (input.kind === 'SIGNATURE') await this.closeSignatures(refNo);
    else await this.assertDocuments(refNo, role);
    return { nextScreenId: await this.store.advance(refNo, screenId) };
  }

  async remove(refNo: string, role: HolderRole, kind: TDocumentKind, docType: string) {
    await this.store.assertReached(refNo, this.screenOf(kind, role));
    const allowed =
      kind === 'SIGNATURE' ? [signatureDocTypes[role]] : (holderDocumentTypes as readonly string[]);
    if (!allowed.includes(docType)) throw refuse('DOC_TYPE', m.documentType);
    const removed = await this.store.removeFile({ refNo, role, kind, docType });
    return { removed: Boolean(removed) };
  }

  private async upload(refNo: string, role: HolderRole, input: DocumentUpload) {
    if (!input.content) throw refuse('FILE_EMPTY', m.fileEmpty);
    const fileName = input.fileName ?? '';
    if (input.kind === 'SIGNATURE') {
      const picked = await checkUpload(
        fileName || 'signature.png',
        input.content,
        pictureExtensions,
        signatureUploadBox,
      );
      const png = await cropSignature(picked.bytes);
      const docType = signatureDocTypes[role];
      const file = { refNo, role, kind: 'SIGNATURE', docType, fileName: `signature-${role}.png` };
      await this.store.putFile({ ...file, mime: 'image/png', content: png });
      return describe({ ...file, mime: 'image/png', size: png.length, content: png });
    }
    const docType = holderDocumentTypes.find((t) => t === input.docType);
    if (!docType || !requiredDocuments(role).includes(docType))
      throw refuse('DOC_TYPE', m.documentType);
    if (!fileName) throw refuse('FILE_NAME', m.fileName);
    const checked = await checkUpload(fileName, input.content, imageDocumentExtensions);
    const file = {
      refNo,
      role,
      kind: 'DOCUMENT',
      docType,
      fileName: keptFileName(fileName, checked.ext),
    };
    await this.store.putFile({ ...file, mime: checked.mime, content: checked.bytes });
    return describe({
      ...file,
      mime: checked.mime,
      size: checked.bytes.length,
      content: checked.bytes,
    });
  }

  private async assertDocuments(refNo: string, role: HolderRole) {
    const present = (await this.store.files(refNo, 'DOCUMENT'))
      .filter((f) => f.role === role)
      .map((f) => f.docType as HolderDocumentType);
    for (const needed of requiredDocuments(role)) {
      if (present.includes(needed)) continue;
      throw refuse(
        'DOCUMENT_REQUIRED',
        needed === 'PAN' ? m.panDocument(holderLabel(role)) : m.bankProof,
      );
    }
  }

  private async closeSignatures(refNo: string) {
    const signatures = [];
    for (const role of await this.holderRoles(refNo)) {
      const key = { refNo, role, kind: 'SIGNATURE', docType: signatureDocTypes[role] };
      const file = await this.store.file(key);
      if (!file) throw refuse('SIGNATURE_REQUIRED', m.signatureRequired(signatureLabels[role]));
      signatures.push({
        role,
        name: holderName(await this.store.holder(refNo, role)),
        png: file.content,
      });
    }
    const pdf = await grayscaleSignatureDocument(refNo, signatures, this.clock.businessNow());
    await this.store.putFile({
      refNo,
      role: 'F',
      kind: 'DOCUMENT',
      docType: grayscaleSignatureDocType,
      fileName: `signatures-${refNo}.pdf`,
      mime: 'application/pdf',
      content: pdf,
    });
  }

  private async holderRoles(refNo: string) {
    return orderedHolders(await this.store.facts(refNo));
  }

  private screenOf(kind: TDocumentKind, role: HolderRole) {
    return kind === 'SIGNATURE' ? signatureScreen : screenIdFor('uploaddocuments', role);
  }
}

const shownOn = (kind: TDocumentKind, docType: string) =>
  kind === 'SIGNATURE' || (holderDocumentTypes as readonly string[]).includes(docType);

type Described = Pick<FileRow, 'role' | 'kind' | 'docType' | 'fileName' | 'mime' | 'size'> & {
  content: Buffer | null;
};

function describe(file: Described): TStoredDocument {
  const picture =
    file.mime === 'image/jpeg' || file.mime === 'image/png' || file.mime === 'image/gif';
  return {
    holder: file.role as HolderRole,
    kind: file.kind,
    docType: file.docType,
    label:
      file.kind === 'SIGNATURE'
        ? (signatureLabels[file.role as HolderRole] ?? file.docType)
        : (registrationDocTypeNames[file.docType] ?? file.docType),
    fileName: file.fileName,
    mime: file.mime,
    size: file.size,
    sizeText: sizeText(file.size),
    preview: picture && file.content ? dataUrl(file.mime, file.content) : '',
  };
}
