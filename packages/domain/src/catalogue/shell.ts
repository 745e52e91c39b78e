import { displayPhotoLimits } from '../codes/display-photo.js';
import { helpQueryLimits } from '../codes/help-queries.js';

/** Messages of the shell calls (header, partner, profile, notifications, help and support). */
export const shellMessages = {
  noPartner: 'No Wealth Partner is linked to this account yet.',
  /** After the spec's empty-portfolio message: the way in without the partner. */
  emptyPortfolioOnYourOwn:
    'You can also start on your own: explore the funds, or pick a fund and start a SIP.',
  photoType: 'Please upload a JPG or PNG image.',
  photoTooLarge: `The photo must be smaller than ${displayPhotoLimits.maxBytes / (1024 * 1024)} MB.`,
  photoUnreadable: 'This image could not be read. Please upload another JPG or PNG photo.',
  photoDimensions: `The photo is too large. Please upload one of at most ${displayPhotoLimits.maxPixels / 1_000_000} megapixels.`,
  photoSaved: 'Your photo has been updated.',
  photoNotFound: 'The photo was not found.',
  photoLinkExpired: 'This photo link has expired. Please reload the page.',
  notificationNotFound: 'This notification was not found.',
  helpFileNotFound: 'The help document was not found.',
  mediaNotFound: 'The requested file was not found.',
  queryCategory: 'Please choose a category.',
  querySubjectEmpty: 'Subject cannot be empty.',
  querySubjectShort: `Subject must be at least ${helpQueryLimits.subjectMin} characters.`,
  querySubjectLong: `Subject must be at most ${helpQueryLimits.subjectMax} characters.`,
  queryMessageEmpty: 'Message cannot be empty.',
  queryMessageShort: `Message must be at least ${helpQueryLimits.messageMin} characters.`,
  queryMessageLong: `Message must be at most ${helpQueryLimits.messageMax} characters.`,
  queryLimit: `You can raise up to ${helpQueryLimits.perDay} queries a day. Please try again tomorrow.`,
  queryRegistered: (referenceNo: string) =>
    `Your query has been registered. Your reference number is ${referenceNo}.`,
  searchProject: 'Search project should be valid.',
  bannerIdInvalid: 'Offer link should be valid: BI must be the number of an offer.',
  bannerTypeInvalid: 'Offer link should be valid: t must be the type of the offer.',
  bannerNotFound:
    'This offer was not found. It may have been withdrawn; see the offers running now.',
  bannerEnded: (date: string) => `This offer ended on ${date}. See the offers running now.`,
  bannerNotStarted: (date: string) => `This offer opens on ${date}. See the offers running now.`,
} as const;
