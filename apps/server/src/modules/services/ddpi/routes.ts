import {
  type Envelope,
  type GatewayCall,
  generateDdpiPdfCall,
  loadDdpiEsignCall,
  loadDdpiPaymentDtlCall,
  loadPoaDdpiCall,
  proceedForPaymentCall,
  processDdpiEsignRequestCall,
  processDdpiEsignResponseCall,
  type ReplyOf,
  saveSubmitDdpiCall,
  statusInquiryCall,
  vpaAuthenticationCall,
} from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { fail, ok } from '../../../lib/envelope.js';
import { postRoute } from '../../../lib/route.js';
import { principalOf, type RequestContext, type SessionGuard } from '../../access/index.js';
import type { SessionPrincipal } from '../../access/index.js';
import type { DdpiPayments } from './payment.js';
import type { DdpiService } from './service.js';

const saying = <T extends { message: string }>(data: T) => ok(data, data.message);

export function ddpiRoutes(
  app: FastifyInstance,
  ddpi: DdpiService,
  payments: DdpiPayments,
  guard: SessionGuard,
): void {
  function answer<C extends GatewayCall>(
    gatewayCall: C,
    summary: string,
    reply: (
      investor: SessionPrincipal,
      body: z.output<C['request']>,
      audit: RequestContext,
    ) => Promise<ReplyOf<C>>,
    envelope: (data: ReplyOf<C>) => Envelope<ReplyOf<C>> = ok,
  ) {
    postRoute(app, gatewayCall, { tag: 'services', summary, preHandler: guard() }, async (r) =>
      envelope(await reply(principalOf(r), r.body, r.audit)),
    );
  }

  answer(loadPoaDdpiCall, 'The account’s DDPI: in favour, on its way (and where), or none', (i) =>
    ddpi.load(i),
  );
  answer(generateDdpiPdfCall, 'Open or resume a DDPI request and give its document', (i) =>
    ddpi.generatePdf(i),
  );
  answer(
    saveSubmitDdpiCall,
    'The consent to the DDPI document',
    (i, b, a) => ddpi.submit(i, b, a),
    saying,
  );
  answer(
    loadDdpiPaymentDtlCall,
    'The DDPI stamp duty, its pay modes and last UPI attempt',
    (i, b) => payments.detail(i, b.ddpiReqId),
  );
  postRoute(
    app,
    proceedForPaymentCall,
    { tag: 'services', summary: 'Pay the DDPI stamp duty by UPI collect', preHandler: guard() },
    async (r) => {
      const data = await payments.proceed(principalOf(r), r.body);
      return data.collectionApiStatus === 'SUCCESS'
        ? ok(data)
        : fail(data, data.collectionApiStatusDes, 'UPI_COLLECT');
    },
  );
  answer(vpaAuthenticationCall, 'Verify a UPI ID (VE: verified)', (i, b) =>
    payments.verifyVpa(i, b.payerVirtualAddress),
  );
  answer(statusInquiryCall, 'Where the DDPI stamp duty’s UPI request stands', (i, b, a) =>
    payments.status(i, b, a),
  );
  answer(loadDdpiEsignCall, 'The DDPI to e-sign, its consent and languages', (i, b) =>
    ddpi.esignDetail(i, b.ddpiReqId),
  );
  answer(processDdpiEsignRequestCall, 'Start the Aadhaar e-sign of the paid DDPI', (i, b) =>
    ddpi.esignStart(i, b),
  );
  answer(
    processDdpiEsignResponseCall,
    'The e-sign return: verify, register the DDPI with the depository',
    (i, b, a) => ddpi.esignReceive(i, b, a),
    saying,
  );
}
