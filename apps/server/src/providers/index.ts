import type { Config, LiveSettings } from '../config.js';
import type { Db } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { HttpDepository } from './depository/live.js';
import type { Depository } from './depository/port.js';
import { SandboxDepository } from './depository/sandbox.js';
import { HttpEsign } from './esign/live.js';
import type { EsignProvider } from './esign/port.js';
import { SandboxEsignApplicants } from './esign/applicants.js';
import { SandboxEsign } from './esign/sandbox.js';
import { HttpIdentitySources } from './kyc-sources/live.js';
import type { IdentitySources } from './kyc-sources/port.js';
import { SandboxIdentitySources } from './kyc-sources/sandbox.js';
import { HttpKycSources } from './kyc/live.js';
import type { KycSources } from './kyc/port.js';
import { SandboxKycSources } from './kyc/sandbox.js';
import { HttpOrderRouting } from './order-routing/live.js';
import type { OrderRouting } from './order-routing/port.js';
import type { NavSource } from './order-routing/sandbox.js';
import { SandboxOrderRouting } from './order-routing/sandbox.js';
import { DeliveryByChannel } from './otp-delivery/by-channel.js';
import { HttpSms } from './otp-delivery/http-sms.js';
import type { OtpDelivery } from './otp-delivery/port.js';
import { SandboxOtpDelivery } from './otp-delivery/sandbox.js';
import { SmtpMail } from './otp-delivery/smtp.js';
import { HttpPaymentGateway } from './payment-gateway/live.js';
import type { PaymentGateway } from './payment-gateway/port.js';
import { SandboxPaymentGateway } from './payment-gateway/sandbox.js';
import { HttpPennyDrop } from './penny-drop/live.js';
import type { PennyDrop } from './penny-drop/port.js';
import { SandboxPennyDrop } from './penny-drop/sandbox.js';
import { HttpRegistrarServices } from './registrar/live.js';
import type { RegistrarServices } from './registrar/port.js';
import { SandboxRegistrarServices } from './registrar/sandbox.js';
import { ProviderRequestStore } from './provider-requests.js';

export interface ProviderDeps {
  db: Db;
  clock: Clock;
  /** Where the registrar finds the NAV an order allots at. */
  navs: NavSource;
}

/** The sandbox's stand-ins, for its pages and for tests that make them fail or hold. */
export interface SandboxStandIns {
  otpDelivery: SandboxOtpDelivery;
  paymentGateway: SandboxPaymentGateway;
  orderRouting: SandboxOrderRouting;
  esign: SandboxEsign;
  depository: SandboxDepository;
  identity: SandboxIdentitySources;
  pennyDrop: SandboxPennyDrop;
  registrar: SandboxRegistrarServices;
}

/** One adapter per outside system. */
export interface Providers {
  /** The desk's references for steps a person completes on an outside system's page. */
  requests: ProviderRequestStore;
  otpDelivery: OtpDelivery;
  paymentGateway: PaymentGateway;
  orderRouting: OrderRouting;
  /** The registrar's service requests on folios (a change of contact). */
  registrar: RegistrarServices;
  esign: EsignProvider;
  kyc: KycSources;
  /** The KRA, CKYC registry and DigiLocker of account opening. */
  identity: IdentitySources;
  depository: Depository;
  /** Bank account verification of account opening. */
  pennyDrop: PennyDrop;
  /** Present in sandbox mode only. */
  sandbox: SandboxStandIns | undefined;
  /** Lets go of connections the adapters hold open. */
  close(): void;
}

/** The sandbox adapters: working stand-ins that keep their state in the database. */
function sandboxProviders(
  config: Pick<Config, 'secretKey'>,
  { db, clock, navs }: ProviderDeps,
): Providers {
  const requests = new ProviderRequestStore(db);
  const sandbox: SandboxStandIns = {
    otpDelivery: new SandboxOtpDelivery(),
    paymentGateway: new SandboxPaymentGateway(db, clock, config.secretKey),
    orderRouting: new SandboxOrderRouting(navs, clock),
    esign: new SandboxEsign(requests, config.secretKey, new SandboxEsignApplicants(db)),
    depository: new SandboxDepository(requests, config.secretKey, db, clock),
    identity: new SandboxIdentitySources(db, clock),
    pennyDrop: new SandboxPennyDrop(),
    registrar: new SandboxRegistrarServices(db, clock),
  };
  return {
    ...sandbox,
    requests,
    kyc: new SandboxKycSources(requests, config.secretKey),
    depository: sandbox.depository,
    sandbox,
    close: () => undefined,
  };
}

/** The real adapters: SMTP and an SMS gateway for messages, HTTP APIs for the rest (README). */
function liveProviders(live: LiveSettings, { db, clock }: ProviderDeps): Providers {
  const requests = new ProviderRequestStore(db);
  const mail = new SmtpMail(live.mail.smtpUrl, live.mail.from);
  return {
    requests,
    otpDelivery: new DeliveryByChannel({
      EMAIL: mail,
      SMS: new HttpSms(live.sms.url, live.sms.token),
    }),
    paymentGateway: new HttpPaymentGateway(live.paymentGateway, live.publicUrl, clock),
    orderRouting: new HttpOrderRouting(live.orderRouting, clock),
    registrar: new HttpRegistrarServices(live.orderRouting, clock),
    esign: new HttpEsign(live.esign, live.publicUrl, clock),
    kyc: new HttpKycSources(live.kyc, requests, live.publicUrl, clock),
    identity: new HttpIdentitySources(live.kyc, live.publicUrl, clock),
    depository: new HttpDepository(live.depository, requests, live.publicUrl, clock),
    pennyDrop: new HttpPennyDrop(live.pennyDrop, clock),
    sandbox: undefined,
    close: () => mail.close(),
  };
}

/** Every outside system's adapter, chosen by the PROVIDERS setting. */
export function buildProviders(
  config: Pick<Config, 'providers' | 'secretKey' | 'live'>,
  deps: ProviderDeps,
): Providers {
  switch (config.providers) {
    case 'sandbox':
      return sandboxProviders(config, deps);
    case 'live':
      if (!config.live) throw new Error('PROVIDERS=live without its settings');
      return liveProviders(config.live, deps);
  }
}
