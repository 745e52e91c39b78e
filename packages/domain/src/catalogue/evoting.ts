/** What the e-voting pages and calls say, beside the spec's catalogue. */
export const evotingMessages = {
  noDematAccount:
    'E-voting is for shareholders, and no demat account is linked to your account, so there are no shares to vote with. Please contact your Wealth Partner to open a demat account.',
  referenceRequired: 'Please provide the e-voting request reference.',
  referenceInvalid: 'The e-voting request reference is not valid.',
  unknownReference:
    'No e-voting request with this reference was started from your account. Please start e-voting again from Services > E-Voting.',
  votesRecorded: 'Your votes were recorded by the depository.',
  noVotes: 'No votes were cast in this e-voting session.',
  pending:
    'The depository has not yet received this e-voting request. If its page did not open, please start e-voting again.',
} as const;
