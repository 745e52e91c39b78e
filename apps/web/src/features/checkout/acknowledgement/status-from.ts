/** reqFrom of a transaction status reached from authorising or rejecting a pending transaction. */
export const authorisationStatusFrom = 'authorize';
