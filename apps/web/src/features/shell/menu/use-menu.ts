import { primaryMenu, profileMenu, type MenuNode, type TPrimaryMenu } from '@cdesk/domain';
import { useMemo } from 'react';
import { useAppSelector } from '../../../lib/store';
import { useGatewayLoad, type Loaded } from '../../../lib/use-gateway-load';
import { loadMenu } from './load-menu';

export interface DeskMenu {
  state: Loaded<TPrimaryMenu>;
  /** The whole tree, for the breadcrumb; empty until loaded. */
  tree: TPrimaryMenu;
  primary: MenuNode[];
  profile: MenuNode[];
}

/** The menu tree, loaded once the shell opens, and the two menus made of it (spec 1 sections 2.5, 6). */
export function useDeskMenu(loanHost: boolean): DeskMenu {
  const token = useAppSelector((state) => state.access.token);
  const loginid = useAppSelector((state) => state.access.loginid);
  const njacno = useAppSelector((state) => state.access.njacno);
  const { state } = useGatewayLoad(
    token,
    (signal) => loadMenu({ token, loginid, njacno }, signal),
    { transition: true },
  );
  return useMemo(() => {
    const tree = state.status === 'ready' ? state.data : [];
    return {
      state,
      tree,
      primary: primaryMenu(tree, { loanHost }),
      profile: profileMenu(tree, { loanHost }),
    };
  }, [state, loanHost]);
}
