import { continueChain } from '../post-login-chain';
import { askMeLater } from './forced-calls';

/** "Ask me later" on a step that allows it: put it off for this session, then go on. */
export const skipStep = (step: Parameters<typeof askMeLater>[0]) => async () => {
  await askMeLater(step);
  await continueChain();
};
