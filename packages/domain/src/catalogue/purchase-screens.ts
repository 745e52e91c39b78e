/** What the purchase, cart and payment screens say beyond the calls' own messages. */
export const purchaseScreenMessages = {
  installmentDateRequired: 'Please choose the installment date.',
  swpIncomplete: 'Please complete the SWP details or untick the SWP.',
  noScheme: 'Choose a scheme to invest in from the list of funds.',
  emptyCart: 'Your cart is empty. Add a fund to invest in.',
  addedToCart: 'Added to cart',
  cartUpdated: 'Cart updated',
  euinDeclarationText:
    "I/We hereby confirm that the EUIN box has been intentionally left blank by me/us as this is an 'execution-only' transaction without any interaction or advice by the employee/relationship manager/sales person of the above distributor.",
  riskDeclarationText: (schemes: string) =>
    `The risk level of ${schemes} is higher than my risk profile. I have understood the risk and still wish to invest.`,
  /** Spec 3 section 5: a failed VPA check shows its message, otherwise this. */
  vpaCheckFallback: 'Error',
  paymentNotStarted: 'The payment request could not be sent.',
} as const;
