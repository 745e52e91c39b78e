import type { Scenario } from '../scenario.js';
import { authorise } from './authorise.js';
import { bundle } from './bundle.js';
import { capitalGains } from './capital-gains.js';
import { cartConfirm } from './cart-confirm.js';
import { coldStart } from './cold-start.js';
import { formPdf } from './form-pdf.js';
import { header } from './header.js';
import { installments } from './installments.js';
import { lighthouseScenario } from './lighthouse.js';
import { loginStorm } from './login-storm.js';
import { portfolio } from './portfolio.js';
import { redemptionConfirm } from './redemption-confirm.js';
import { nomineeStep } from './nominee-step.js';
import { schemeFilter } from './scheme-filter.js';
import { start } from './start.js';

// Run order for `npm run bench` with no names; a new scenario is one file plus one line here.
export const scenarios: Scenario[] = [
  // First: it rebuilds what the others use, as a new user's npm start does.
  start,
  coldStart,
  loginStorm,
  header,
  bundle,
  schemeFilter,
  portfolio,
  nomineeStep,
  formPdf,
  capitalGains,
  cartConfirm,
  redemptionConfirm,
  authorise,
  installments,
  lighthouseScenario,
];
