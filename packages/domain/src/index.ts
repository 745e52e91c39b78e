export * from './codes/account-types.js';
export * from './codes/product-catalogue.js';
export * from './codes/scheme-types.js';
export * from './contracts/common.js';
export * from './contracts/envelope.js';
export * from './contracts/access/authenticate.js';
export * from './contracts/access/logout.js';
export * from './contracts/shell/get-header-by-ucc.js';
export * from './messages.js';
export * from './rules/login-policy.js';
export * from './rules/login-credentials.js';
export * from './rules/amfi.js';
export * from './contracts/access/activation.js';
export * from './flows/post-login.js';
export * from './rules/masking.js';
export * from './rules/otp-policy.js';
export * from './rules/password-rules.js';
export * from './rules/personalised-login-id.js';
export * from './rules/mapping-auth.js';
export * from './contracts/access/captcha.js';
export * from './contracts/access/otp-login.js';
export * from './contracts/access/credentials.js';
export * from './contracts/access/mapping-auth.js';
export * from './codes/entry-channels.js';
export * from './codes/help-queries.js';
export * from './codes/display-photo.js';
export * from './rules/format.js';
export * from './rules/menu.js';
export * from './rules/menu-xml.js';
export * from './rules/loan-host.js';
export * from './rules/display-photo.js';
export * from './contracts/shell/primary-menu.js';
export * from './contracts/shell/get-partner-profile.js';
export * from './contracts/shell/get-partner-company-detail.js';
export * from './contracts/shell/get-accode-and-ucc.js';
export * from './contracts/shell/search-box.js';
export * from './contracts/shell/get-profile-detail.js';
export * from './contracts/shell/save-display-photo.js';
export * from './contracts/shell/get-notifications.js';
export * from './contracts/shell/mark-notification-read.js';
export * from './contracts/shell/send-query.js';
export * from './contracts/shell/list-queries.js';
export * from './contracts/shell/app-config.js';
export * from './codes/shell-constants.js';
export * from './codes/pay-modes.js';
export * from './codes/transaction-types.js';
export * from './codes/exchange-codes.js';
export * from './codes/purchase-constants.js';
export * from './contracts/mutual-funds/purchase-fields.js';
export * from './contracts/mutual-funds/validate-purchase.js';
export * from './contracts/mutual-funds/get-scheme-detail.js';
export * from './contracts/mutual-funds/get-brokerage-for-dir-plan.js';
export * from './contracts/mutual-funds/get-purchase-with-swp-detail.js';
export * from './contracts/mutual-funds/get-cuttof-detail.js';
export * from './contracts/mutual-funds/get-installment-date.js';
export * from './contracts/mutual-funds/get-swp-start-end-date.js';
export * from './contracts/mutual-funds/get-exchange-info.js';
export * from './contracts/mutual-funds/purchase-item.js';
export * from './contracts/mutual-funds/cart.js';
export * from './contracts/mutual-funds/on-confirm.js';
export * from './contracts/mutual-funds/get-order-status.js';
export * from './contracts/payments/check-pay-ref-no.js';
export * from './contracts/payments/validate-selected-bank.js';
export * from './contracts/payments/validate-vpa.js';
export * from './contracts/payments/upi-status.js';
export * from './contracts/payments/get-upi-collection-api-status.js';
export * from './contracts/payments/get-payment-mode-wise-bank-for-ucc.js';
export * from './rules/market-calendar.js';
export * from './rules/cut-off.js';
export * from './rules/money.js';
export * from './rules/brokerage.js';
export * from './rules/purchase-limits.js';
export * from './rules/sip-dates.js';
export * from './rules/pay-mode.js';
export * from './rules/portfolio-valuation.js';
export * from './rules/xirr.js';
export * from './rules/allocation.js';
export * from './rules/scheme-attributes.js';
export * from './rules/returns.js';
export * from './contracts/schemes/get-scheme-list.js';
export * from './contracts/payments/retry-payment.js';
// ZSchCode and ZSchemeDocument are the purchase contracts' names too; the insight's stay local to it.
export {
  ZGetSchemeInsightRequest,
  ZGetSchemeInsightResponse,
  ZNavPoint,
  ZSchemeReturn,
  type TGetSchemeInsightRequest,
  type TGetSchemeInsightResponse,
  type TNavPoint,
  type TSchemeDocument,
  type TSchemeReturn,
} from './contracts/schemes/get-scheme-insight.js';
export * from './contracts/portfolio/figures.js';
export * from './contracts/portfolio/net-worth-report.js';
export * from './contracts/portfolio/get-holdings.js';
export * from './contracts/portfolio/get-transactions.js';
export * from './contracts/portfolio/get-sip-registrations.js';
export * from './rules/scheme-name.js';
export * from './codes/portfolio.js';
