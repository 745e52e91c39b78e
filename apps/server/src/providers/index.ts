import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { SandboxDepository } from './depository/sandbox.js';
import { SandboxEsign } from './esign/sandbox.js';
import { SandboxKycSources } from './kyc/sandbox.js';
import type { NavSource } from './order-routing/sandbox.js';
import { SandboxOrderRouting } from './order-routing/sandbox.js';
import { SandboxOtpDelivery } from './otp-delivery/sandbox.js';
import { SandboxPaymentGateway } from './payment-gateway/sandbox.js';
import { ProviderRequestStore } from './provider-requests.js';

export interface ProviderDeps {
  db: Db;
  clock: Clock;
  /** Where the registrar finds the NAV an order allots at. */
  navs: NavSource;
}

/** The sandbox adapters: working stand-ins that keep their state in the database. */
function sandboxProviders(config: Pick<Config, 'secretKey'>, { db, clock, navs }: ProviderDeps) {
  const requests = new ProviderRequestStore(db);
  return {
    kind: 'sandbox' as const,
    requests,
    otpDelivery: new SandboxOtpDelivery(),
    paymentGateway: new SandboxPaymentGateway(db, clock, config.secretKey),
    orderRouting: new SandboxOrderRouting(navs),
    esign: new SandboxEsign(requests, config.secretKey),
    kyc: new SandboxKycSources(requests),
    depository: new SandboxDepository(requests),
  };
}

export type Providers = ReturnType<typeof sandboxProviders>;

/** Every outside system's adapter, chosen by the PROVIDERS setting. */
export function buildProviders(
  config: Pick<Config, 'providers' | 'secretKey'>,
  deps: ProviderDeps,
): Providers {
  switch (config.providers) {
    case 'sandbox':
      return sandboxProviders(config, deps);
  }
}
