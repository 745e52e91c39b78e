import { listBannersCall } from '@cdesk/domain';
import { gatewayCall } from '../../../lib/api';
import { useGatewayLoad } from '../../../lib/use-gateway-load';

/** The offers running today for the investor. */
export function useBanners() {
  return useGatewayLoad('banners', (signal) => gatewayCall(listBannersCall, {}, { signal }));
}
