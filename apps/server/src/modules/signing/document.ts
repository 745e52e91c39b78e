import type { GatewayResourcePrefix } from '@cdesk/domain';
import { gatewayPrefixUrl } from '@cdesk/domain';
import type { Clock } from '../../lib/clock.js';
import { SignedUrls } from '../../lib/signed-urls.js';

/** How long a link to a document to sign stays valid. */
const linkLifetimeSeconds = 30 * 60;

/** A kind of document to sign: how it is named in its links, and how it is written again. */
export interface SigningDocument<S> {
  /** The gateway resource its short-lived signed links live under. */
  resource: GatewayResourcePrefix;
  /** Keeps the links of one kind of document apart from another's. */
  linkPurpose: string;
  /** What a link that reads nothing says. */
  notFound: string;
  /** The file name of the document of `subject`. */
  fileName(subject: S): string;
  /** The file names this kind hands out. */
  pattern: RegExp;
  /** The document a well-formed name names; null when it is gone or has changed since. */
  read(match: RegExpExecArray): Promise<Uint8Array | null>;
}

/** A kind of document behind short-lived signed links, as the signer and the e-sign service see it. */
export class SignedDocuments<S> {
  private readonly urls: SignedUrls;

  constructor(
    readonly kind: SigningDocument<S>,
    private readonly clock: Clock,
    secretKey: string,
  ) {
    this.urls = new SignedUrls(
      secretKey,
      kind.linkPurpose,
      gatewayPrefixUrl(kind.resource),
      linkLifetimeSeconds,
    );
  }

  /** A link to the document of `subject`, to view it. */
  url(subject: S): string {
    return this.urls.url(this.kind.fileName(subject), this.clock.realNow());
  }

  /** A link to the document of `subject`, to download it. */
  downloadUrl(subject: S): string {
    return `${this.url(subject)}&dl=Y`;
  }

  /** The document behind a signed link; null when the link is wrong, expired or outdated. */
  async read(fileName: string, expires: number, signature: string): Promise<Uint8Array | null> {
    const match = this.kind.pattern.exec(fileName);
    if (!match || this.urls.verify(fileName, expires, signature, this.clock.realNow()) === null)
      return null;
    return this.kind.read(match);
  }
}
