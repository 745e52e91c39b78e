/** Messages of the live photo, documents and signature steps (spec 2 section 5.5). */
export const onboardingDocumentMessages = {
  fileEmpty: 'The file is empty. Please choose the file again.',
  fileName: 'File name should be valid.',
  fileUnreadable: 'The file could not be read. Please choose it again.',
  extension: (allowed: string) => `Invalid file extension. Please upload a ${allowed} file.`,
  contentMismatch: (ext: string) =>
    `The file's content is not a ${ext} file. Please upload the document itself, not a renamed file.`,
  tooSmall: (min: string) => `File size should be at least ${min}.`,
  tooLarge: (max: string) => `File size should not be more than ${max}.`,
  corruptImage: 'The image could not be read. The file may be damaged; please upload it again.',
  corruptPdf: 'The PDF could not be read. The file may be damaged; please upload it again.',
  tooManyPixels: (megapixels: number) =>
    `The picture is too large: it may have at most ${megapixels} megapixels. Please upload a smaller picture or a scan at a lower resolution.`,
  bmpUnsupported: 'This BMP picture could not be read. Please upload it as a JPG, PNG or PDF file.',
  pdfProtected: 'The PDF is protected with a password. Please upload a copy without the password.',
  panDocument: (holder: string) => `Please upload the PAN document of the ${holder}.`,
  bankProof: 'Please upload a bank proof (cancelled cheque or bank statement).',
  documentType: 'Document type should be valid.',
  documentRemoved: 'The document is removed.',
  cameraDenied:
    'The camera could not be used because permission was refused. Allow the camera for this site in your browser, or upload a recent photo of yourself instead.',
  cameraMissing:
    'No camera was found on this device. Please upload a recent photo of yourself instead.',
  cameraFailed:
    'The camera could not be started. Please try again, or upload a recent photo of yourself instead.',
  photoRequired: 'Please capture or upload your live photo.',
  photoDimensions: (min: number) =>
    `The photo is too small. Please capture it again; it should be at least ${min} pixels wide and high.`,
  photoConfirm: 'Please confirm that the photo is of you and clearly shows your face.',
  signatureRequired: (label: string) => `Please provide the signature of the ${label}.`,
  signatureBlank: 'The signature is empty. Please sign inside the box.',
  signatureCropped:
    'The signature could not be cropped. Please sign again or upload a clearer image.',
} as const;
