import {
  holderRoleLabels,
  type HolderRole,
  livePhotoDocType,
  orderedHolders,
  registrationDocTypeNames,
  signatureDocTypes,
  signatureLabels,
} from '@cdesk/domain';
import { holderName } from '../steps/holder-names.js';
import type { FormSection, FormSectionSource } from './part-two-records.js';
import { sizeText } from '../steps/upload-checks.js';

/**
 * The form's photo, signature and document sections: for each holder the live photo and the
 * specimen signature as images, then the list of documents uploaded with their sizes.
 */
export const documentSections: FormSectionSource = async (store, refNo) => {
  const roles = orderedHolders(await store.facts(refNo));
  const files = await store.files(refNo);
  const has = (role: HolderRole, kind: string, docType: string) =>
    files.some((f) => f.role === role && f.kind === kind && f.docType === docType);
  const sections: FormSection[] = [];
  for (const role of roles) {
    const images: NonNullable<FormSection['images']> = [];
    if (has(role, 'PHOTO', livePhotoDocType))
      images.push({
        label: 'Photo',
        file: { refNo, role, kind: 'PHOTO', docType: livePhotoDocType },
      });
    const signature = signatureDocTypes[role];
    if (has(role, 'SIGNATURE', signature))
      images.push({
        label: signatureLabels[role],
        file: { refNo, role, kind: 'SIGNATURE', docType: signature },
      });
    sections.push({
      title: `Photo and signature: ${holderRoleLabels[role]}`,
      rows: [['Name', holderName(await store.holder(refNo, role))]],
      images,
    });
  }
  const documents = files.filter((f) => f.kind === 'DOCUMENT');
  sections.push({
    title: 'Documents uploaded',
    rows: documents.map((f) => [
      `${registrationDocTypeNames[f.docType] ?? f.docType} (${holderRoleLabels[f.role as HolderRole] ?? f.role})`,
      `${f.fileName}, ${sizeText(f.size)}`,
    ]),
  });
  return sections;
};
