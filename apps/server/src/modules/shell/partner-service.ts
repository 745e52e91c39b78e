import {
  shellMessages,
  type TGetPartnerCompanyDetailResponse,
  type TGetPartnerProfileResponse,
} from '@cdesk/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionPrincipal } from '../access/index.js';
import type { AccountCodeService } from './account-codes.js';
import { mediaIconUrl } from './media/images.js';
import * as repo from './repository.js';

/** The wealth partner of an account code the investor can see. */
export class PartnerService {
  constructor(
    private readonly db: Db,
    private readonly codes: AccountCodeService,
  ) {}

  private async partnerOf(principal: SessionPrincipal, accode: string): Promise<repo.Partner> {
    const code = await this.codes.resolve(principal, accode);
    const partner =
      code.partnerId === null ? undefined : await repo.partnerById(this.db, code.partnerId);
    if (!partner) throw new AppError(404, 'NO_PARTNER', shellMessages.noPartner);
    return partner;
  }

  /** The wealth partner of an account by its id, as a transaction the partner places records it. */
  async ofAccount(partnerId: number): Promise<{ code: string; name: string; arn: string } | null> {
    const p = await repo.partnerById(this.db, partnerId);
    if (!p) return null;
    return { code: p.njCode || p.brcode, name: p.relationshipHandlerName, arn: p.arn };
  }

  private static media(partner: repo.Partner) {
    return partner.mediaList.map((m) => ({
      mediaLink: m.mediaLink,
      mediaIconLink: mediaIconUrl(m.mediaIconLink),
    }));
  }

  async profile(principal: SessionPrincipal, accode: string): Promise<TGetPartnerProfileResponse> {
    const p = await this.partnerOf(principal, accode);
    return {
      relationshipHandlerName: p.relationshipHandlerName,
      relationshipHandlerDesignation: p.relationshipHandlerDesignation,
      partnerProfilePicture: p.partnerProfilePicture,
      partnerCompName: p.partnerCompName,
      partnerCompLogoURL: p.partnerCompLogoUrl,
      arn: p.arn,
      euin: p.euin,
      njCode: p.njCode,
      captionProductBasket: p.captionProductBasket,
      productBasket: p.productBasket,
      contactList: p.contactList.map((c) => ({ mobileNo: c.mobileNo, emailId: c.emailId })),
      mediaList: PartnerService.media(p),
    };
  }

  async companyDetail(
    principal: SessionPrincipal,
    accode: string,
  ): Promise<TGetPartnerCompanyDetailResponse> {
    const p = await this.partnerOf(principal, accode);
    const licences = [
      { name: 'ARN', value: p.arn },
      { name: 'EUIN', value: p.euin },
      { name: 'NJ Code', value: p.njCode },
    ];
    return {
      brcode: p.brcode,
      name: p.relationshipHandlerName,
      designation: p.relationshipHandlerDesignation,
      companyName: p.partnerCompName,
      state: p.state,
      city: p.city,
      phone: p.contactList.find((c) => c.mobileNo)?.mobileNo ?? '',
      email: p.contactList.find((c) => c.emailId)?.emailId ?? '',
      socialLinks: PartnerService.media(p),
      expertise: p.expertise,
      experience: p.experience,
      qualification: p.qualification,
      licenses: licences.filter((l) => l.value.trim() !== ''),
    };
  }
}
