import { displayPhotoResource, gatewayPrefixUrl } from '@cdesk/domain';
import { SignedUrls } from '../../lib/signed-urls.js';

/**
 * Short-lived signed URLs of display photos: an <img> cannot send the bearer token, so the header
 * gives a URL that works for about an hour and only for that one file. Expiries fall on ten-minute
 * steps, so the header hands out the same URL for a while and the <img> is not reloaded on every
 * render. The photo itself is served with no-store: it is personal data.
 */
export class PhotoUrls extends SignedUrls {
  constructor(secretKey: string) {
    super(secretKey, 'display-photo-url', gatewayPrefixUrl(displayPhotoResource), 60 * 60, 10 * 60);
  }
}
