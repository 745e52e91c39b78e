import { onboardingMessages, screenIdFor, type TRegPartner } from '@cdesk/domain';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import * as repo from '../repository.js';
import type { RegistrationPrincipal } from './session.js';
import type { OnboardingStore } from '../store.js';

const terminated = () =>
  new AppError(400, 'PARTNER_TERMINATED', onboardingMessages.partnerTerminated);

function partnerView(row: repo.PartnerRow): TRegPartner {
  return {
    partnerCode: row.njCode,
    arn: row.arn,
    partnerName: row.name,
    companyName: row.companyName === 'null' ? '' : row.companyName,
    centreCode: row.brcode,
    city: row.city,
  };
}

const centreView = (row: { code: string; name: string; city: string }) => ({
  centreCode: row.code,
  centreName: row.name,
  city: row.city,
});

/** FetchCenterPartner and InterProjectService: centres, partners and partner links (step 4). */
export class CentrePartnerService {
  constructor(
    private readonly db: Db,
    private readonly store: OnboardingStore,
  ) {}

  async centres(search: string) {
    return { centres: (await repo.searchCentres(this.db, search)).map(centreView) };
  }

  /** The active partner with this ARN or partner code; a terminated one is refused. */
  async partner(search: string): Promise<{ row: repo.PartnerRow; view: TRegPartner }> {
    const row = await repo.partnerBySearch(this.db, search);
    if (!row) throw new AppError(400, 'PARTNER_NOT_FOUND', onboardingMessages.partnerNotFound);
    if (row.status === 'TERMINATED') throw terminated();
    return { row, view: partnerView(row) };
  }

  /** The partner behind a partner's registration link, refused when terminated. */
  async partnerOfLink(linkRefNo: string): Promise<repo.PartnerRow> {
    const row = await repo.partnerOfLink(this.db, linkRefNo);
    if (!row) throw new AppError(400, 'LINK_INVALID', onboardingMessages.partnerLinkInvalid);
    if (row.status === 'TERMINATED') throw terminated();
    return row;
  }

  async partnerByLink(linkRefNo: string) {
    return { partner: partnerView(await this.partnerOfLink(linkRefNo)) };
  }

  /** Step 4's saved choice; a partner link's partner is fixed. */
  async load(principal: RegistrationPrincipal & { refNo: string }) {
    const app = await this.store.application(principal.refNo);
    const partnerId = principal.partnerId ?? app?.partnerId ?? null;
    const partner = partnerId ? await repo.partnerById(this.db, partnerId) : null;
    const code = app?.centreCode ?? partner?.brcode ?? null;
    const centre = code ? await repo.centre(this.db, code) : null;
    return {
      centre: centre ? centreView(centre) : null,
      partner: partner ? partnerView(partner) : null,
      partnerFixed: principal.partnerId ? ('Y' as const) : ('N' as const),
    };
  }

  /**
   * Saves the centre and partner of the application. A partner, when named, must be active; the
   * partner of a partner link stays, whatever is sent. Either a centre or a partner is needed.
   */
  async save(
    principal: RegistrationPrincipal & { refNo: string },
    input: { centreCode: string; partnerCode: string },
  ) {
    let partner: repo.PartnerRow | null = null;
    if (principal.partnerId) {
      partner = await repo.partnerById(this.db, principal.partnerId);
      if (partner?.status === 'TERMINATED') throw terminated();
    } else if (input.partnerCode) {
      partner = (await this.partner(input.partnerCode)).row;
    }
    const centreCode = input.centreCode || partner?.brcode || '';
    if (!centreCode)
      throw new AppError(400, 'CENTRE_REQUIRED', onboardingMessages.cannotBeEmpty('Centre'));
    const centre = await repo.centre(this.db, centreCode);
    if (!centre) throw new AppError(400, 'CENTRE_NOT_FOUND', onboardingMessages.centreNotFound);
    return this.db.transaction(async (tx) => {
      await this.store.updateApplication(
        principal.refNo,
        { centreCode: centre.code, partnerId: partner?.id ?? null },
        tx,
      );
      return {
        nextScreenId: await this.store.advance(principal.refNo, screenIdFor('centrepartner'), tx),
      };
    });
  }
}
