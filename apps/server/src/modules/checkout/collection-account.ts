import type { TCollectionAccount } from '@cdesk/domain';

/** Where an NEFT/RTGS transfer for a purchase goes: the distributor's collection account. */
export const collectionAccount: TCollectionAccount = {
  accName: 'NJ India Invest Pvt Ltd - MF Collection',
  bankName: 'HDFC Bank',
  accNo: 'NJMFCOLL0001',
  ifsc: 'HDFC0000060',
};
