import {
  capitalGainSchedule112aCsvResource,
  capitalGainStatementCall,
  capitalGainStatementCsvResource,
  capitalGainStatementPdfResource,
  gatewayUrl,
  transactionStatementCall,
  transactionStatementCsvResource,
  transactionStatementPdfResource,
  type GatewayResource,
} from '@cdesk/domain';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { businessDate, type Clock } from '../../lib/clock.js';
import { ok } from '../../lib/envelope.js';
import { postRoute } from '../../lib/route.js';
import { principalOf, type SessionGuard } from '../access/index.js';
import {
  capitalGainCsv,
  capitalGainPdf,
  schedule112aCsv,
  transactionCsv,
  transactionPdf,
  type StatementFile,
} from './statement-files.js';
import type {
  CapitalGainAsk,
  Schedule112aAsk,
  StatementService,
  TransactionAsk,
} from './statements-service.js';

const tag = 'reports';

function send(reply: FastifyReply, file: StatementFile, type: string) {
  return reply
    .header('content-type', type)
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .send(Buffer.from(file.bytes));
}

const pdfType = 'application/pdf';
const csvType = 'text/csv; charset=utf-8';

export function reportRoutes(
  app: FastifyInstance,
  statements: StatementService,
  clock: Clock,
  guard: SessionGuard,
): void {
  const preHandler = guard();
  postRoute(
    app,
    capitalGainStatementCall,
    {
      tag,
      summary:
        'Realised capital gains of a financial year, first in first out, short and long term with exit loads',
      preHandler,
    },
    async (request) =>
      ok((await statements.capitalGains(principalOf(request), request.body)).statement),
  );
  postRoute(
    app,
    transactionStatementCall,
    {
      tag,
      summary: "A folio's transactions in a period with the units held after each",
      preHandler,
    },
    async (request) =>
      ok((await statements.transactions(principalOf(request), request.body)).statement),
  );

  statementFileRoutes(app, statements, clock, preHandler);
}

/** The statements as files to download: PDF and CSV. */
function statementFileRoutes(
  app: FastifyInstance,
  statements: StatementService,
  clock: Clock,
  preHandler: preHandlerAsyncHookHandler,
): void {
  const download = <B>(
    resource: GatewayResource,
    summary: string,
    make: (request: FastifyRequest, body: B) => Promise<{ file: StatementFile; type: string }>,
  ) =>
    app.withTypeProvider<ZodTypeProvider>().post(
      gatewayUrl(resource),
      {
        preHandler,
        schema: {
          tags: [tag],
          summary,
          body: resource.request,
          security: [{ bearer: [] }],
        },
      },
      async (request, reply) => {
        const { file, type } = await make(request, request.body as B);
        return send(reply, file, type);
      },
    );

  const today = () => businessDate(clock);
  download<CapitalGainAsk>(
    capitalGainStatementPdfResource,
    'The capital-gains statement of a financial year (application/pdf)',
    async (request, body) => {
      const { statement, holders } = await statements.capitalGains(principalOf(request), body);
      return { file: await capitalGainPdf(statement, holders, today()), type: pdfType };
    },
  );
  download<CapitalGainAsk>(
    capitalGainStatementCsvResource,
    'The capital-gains statement of a financial year, lot by lot (text/csv)',
    async (request, body) => {
      const { statement } = await statements.capitalGains(principalOf(request), body);
      return { file: capitalGainCsv(statement), type: csvType };
    },
  );
  download<Schedule112aAsk>(
    capitalGainSchedule112aCsvResource,
    'Schedule 112A of the income-tax return for a financial year: long-term gains of equity-oriented units (text/csv)',
    async (request, body) => {
      const schedule = await statements.schedule112a(principalOf(request), body);
      return { file: schedule112aCsv(schedule), type: csvType };
    },
  );
  download<TransactionAsk>(
    transactionStatementPdfResource,
    "A folio's transaction statement (application/pdf)",
    async (request, body) => {
      const { statement, holders } = await statements.transactions(principalOf(request), body);
      return { file: await transactionPdf(statement, holders, today()), type: pdfType };
    },
  );
  download<TransactionAsk>(
    transactionStatementCsvResource,
    "A folio's transaction statement (text/csv)",
    async (request, body) => {
      const { statement } = await statements.transactions(principalOf(request), body);
      return { file: transactionCsv(statement), type: csvType };
    },
  );
}
