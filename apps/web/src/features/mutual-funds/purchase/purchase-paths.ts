/** Where the buying screens lead, for mutual funds and for NFOs. */
export const cartPath = (nfo: boolean) =>
  nfo ? '/transact/nfo/cart' : '/transact/mutual-funds/cart';
export const fundsPath = (nfo: boolean) =>
  nfo ? '/transact/nfo' : '/transact/mutual-funds/allFunds';
export const paymentPath = (nfo: boolean) =>
  nfo ? '/transact/nfo/payment' : '/transact/mutual-funds/payment';
export const purchasePath = (nfo: boolean) =>
  nfo ? '/transact/nfo/purchase' : '/transact/mutual-funds/purchase-buy-sip';
