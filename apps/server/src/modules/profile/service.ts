import {
  checkDisplayPhotoPayload,
  formatDate,
  imageExtension,
  messages,
  shellMessages,
  type TGetProfileDetailResponse,
  type TSaveDisplayPhotoResponse,
} from '@cdesk/domain';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { AccessService, SessionPrincipal } from '../access/index.js';
import { redrawPhoto } from './photo-image.js';
import { PhotoStore } from './photo-store.js';
import { PhotoUrls } from './photo-urls.js';
import * as repo from './repository.js';

export interface ProfileConfig {
  dataDir: string | 'memory';
  secretKey: string;
}

export interface ServedPhoto {
  bytes: Buffer;
  contentType: string;
}

export class ProfileService {
  private readonly store: PhotoStore;
  private readonly urls: PhotoUrls;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly access: AccessService,
    config: ProfileConfig,
  ) {
    this.store = new PhotoStore(config.dataDir);
    this.urls = new PhotoUrls(config.secretKey);
  }

  /** Whether the account has at least one nominee on record. */
  async hasNominee(accountId: number): Promise<boolean> {
    return (await repo.nomineesOf(this.db, accountId)).length > 0;
  }

  async detail(principal: SessionPrincipal, ucc: string): Promise<TGetProfileDetailResponse> {
    const account = await this.access.accountOf(principal);
    if (account.ucc !== ucc) throw new AppError(403, 'UCC_MISMATCH', messages.notYourAccount);
    const nominees = await repo.nomineesOf(this.db, account.id);
    return {
      name: account.name,
      ucc_no: account.ucc,
      demat_acc_no: account.dematAccNo,
      email: account.email,
      phone: account.mobile,
      dob: formatDate(account.dob),
      gender: account.gender,
      address: account.address,
      avatar: await this.photoUrl(account.id),
      nominees: nominees.map((n) => ({
        nomineeNo: n.nomineeNo,
        name: n.name,
        relationship: n.relationship,
        // A percentage with two decimals: not money, and exact in a double.
        share: Number(n.sharePercent),
        dob: formatDate(n.dob),
        guardianName: n.guardianName,
      })),
      // Neither is recorded on the desk yet; the spec's lists stay empty when there are none.
      claimant: [],
      witness: [],
    };
  }

  /** The nominees on record, as the profile shows them. */
  nomineesOf(accountId: number) {
    return repo.nomineesOf(this.db, accountId);
  }

  /** Replaces the nominees on record inside the caller's transaction (a signed nominee request). */
  replaceNominees(tx: Tx, accountId: number, rows: repo.NomineeOnRecord[]): Promise<void> {
    return repo.replaceNominees(tx, accountId, rows);
  }

  /** A fresh short-lived URL of the account's photo, or '' when there is none. */
  async photoUrl(accountId: number): Promise<string> {
    const photo = await repo.photoOf(this.db, accountId);
    return photo ? this.urls.url(photo.fileName, this.clock.realNow()) : '';
  }

  async savePhoto(
    principal: SessionPrincipal,
    payload: string,
  ): Promise<TSaveDisplayPhotoResponse> {
    const check = checkDisplayPhotoPayload(payload);
    if (!check.ok) {
      const code = check.message === shellMessages.photoTooLarge ? 'PHOTO_TOO_LARGE' : 'PHOTO_TYPE';
      throw new AppError(400, code, check.message);
    }
    const photo = await redrawPhoto(check.bytes);
    if (!photo.ok) throw new AppError(400, photo.code, photo.message);
    const fileName = await this.store.write(imageExtension(photo.type), photo.bytes);
    let replaced: string | undefined;
    try {
      replaced = await this.db.transaction((tx) =>
        repo.replacePhoto(tx, {
          accountId: principal.accountId,
          fileName,
          contentType: photo.type,
          byteSize: photo.bytes.length,
          uploadedAt: this.clock.realNow(),
        }),
      );
    } catch (error) {
      await this.store.remove(fileName);
      throw error;
    }
    if (replaced) await this.store.remove(replaced);
    return { dpPath: this.urls.url(fileName, this.clock.realNow()) };
  }

  /** The photo behind a signed URL; a wrong or expired signature is refused (403). */
  async signedPhoto(
    fileName: string,
    expires: number,
    signature: string,
  ): Promise<ServedPhoto | null> {
    if (this.urls.verify(fileName, expires, signature, this.clock.realNow()) === null)
      throw new AppError(403, 'PHOTO_LINK_EXPIRED', shellMessages.photoLinkExpired);
    return this.readPhoto(fileName);
  }

  async ownPhoto(principal: SessionPrincipal, fileName: string): Promise<ServedPhoto | null> {
    const photo = await repo.photoByFile(this.db, fileName);
    if (!photo || photo.accountId !== principal.accountId) return null;
    return this.readPhoto(fileName);
  }

  private async readPhoto(fileName: string): Promise<ServedPhoto | null> {
    const photo = await repo.photoByFile(this.db, fileName);
    const bytes = photo ? await this.store.read(fileName) : null;
    return photo && bytes ? { bytes, contentType: photo.contentType } : null;
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
