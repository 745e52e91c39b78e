import {
  fetchBoDtlNomineeCall,
  type GatewayCall,
  loadNomineeDtlCall,
  loadNomineeWitnessCall,
  loadSelectNomineeCall,
  onboardingNomineeMessages as m,
  removeNomineeDocDtlCall,
  removeNomineeDtlCall,
  saveNomineeDtlCall,
  saveNomineeWitnessCall,
  saveSelectNomineeCall,
  uploadNomineeDocDtlCall,
} from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.js';
import type { CallHandler } from '../../lib/route.js';
import type { Depository } from '../../providers/depository/port.js';
import type { OnboardingDeps } from './deps.js';
import { BoDetailsService } from './steps/bo-details-service.js';
import { NomineeDocuments } from './steps/nominee-documents.js';
import { NomineeService } from './steps/nominee-service.js';
import { registrationRoute } from './route.js';
import { applicationOf } from './registration/session.js';
import { WitnessService } from './steps/witness-service.js';

/** A 2 MB document as base64 in JSON, with room for the rest of the body. */
const uploadBodyLimit = 3_200_000;

/** NomineeService and BoDetailsService (spec 2 section 7): screens 35 to 39. */
export function registerNomineeRoutes(
  app: FastifyInstance,
  deps: Pick<OnboardingDeps, 'guard' | 'store' | 'clock'>,
  depository: Depository,
): void {
  const service = new NomineeService(deps.store, deps.clock);
  const documents = new NomineeDocuments(deps.store);
  const witness = new WitnessService(deps.store, deps.clock);
  const boDetails = new BoDetailsService(deps.store, depository);
  const route = <C extends GatewayCall>(
    call: C,
    summary: string,
    handler: CallHandler<C>,
    bodyLimit?: number,
  ) =>
    registrationRoute(
      app,
      deps.guard,
      call,
      { summary, ...(bodyLimit ? { bodyLimit } : {}) },
      handler,
    );
  const refNo = (r: Parameters<CallHandler<GatewayCall>>[0]) => applicationOf(r).refNo;

  route(loadSelectNomineeCall, 'Whether the applicant assigns nominees, and how many', async (r) =>
    ok(await service.loadSelect(refNo(r))),
  );
  route(
    saveSelectNomineeCall,
    'Saves the nomination choice and answers the next screen',
    async (r) => ok(await service.saveSelect(refNo(r), r.body)),
  );
  route(
    loadNomineeDtlCall,
    "A nominee's details, share, guardian and ID proof document",
    async (r) => ok(await service.loadDetail(refNo(r), r.body.slot)),
  );
  route(saveNomineeDtlCall, "Saves a nominee's details and answers the next screen", async (r) => {
    const { slot, ...form } = r.body;
    return ok(await service.saveDetail(refNo(r), slot, form));
  });
  route(removeNomineeDtlCall, 'Takes a nominee out of the nomination', async (r) =>
    ok(await service.removeDetail(refNo(r), r.body.slot)),
  );
  route(
    uploadNomineeDocDtlCall,
    "Keeps a nominee's ID proof (JPG, PNG or PDF by content, at most 2 MB)",
    async (r) => ok(await documents.upload(refNo(r), r.body.slot, r.body.fileName, r.body.content)),
    uploadBodyLimit,
  );
  route(removeNomineeDocDtlCall, "Removes a nominee's ID proof document", async (r) =>
    ok(await documents.remove(refNo(r), r.body.slot)),
  );
  route(loadNomineeWitnessCall, 'The witness of the nomination', async (r) =>
    ok(await witness.load(refNo(r))),
  );
  route(saveNomineeWitnessCall, 'Saves the witness and answers the next screen', async (r) =>
    ok(await witness.save(refNo(r), r.body)),
  );
  route(fetchBoDtlNomineeCall, "The depository's owner of a nominee's demat account", async (r) => {
    const owner = await boDetails.beneficialOwner(refNo(r), r.body.dematAccNo);
    return ok(owner, owner.found ? '' : m.boNotFound);
  });
}
