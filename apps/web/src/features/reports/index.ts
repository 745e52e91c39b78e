/** Reports: the mutual-fund capital-gains and transaction statements. */
export {
  capitalGainDetailPath,
  capitalGainSummaryPath,
  transactionStatementPath,
} from './report-paths';
