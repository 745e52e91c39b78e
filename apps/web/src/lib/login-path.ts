import { rememberedBranch } from './branch-code';

/** The login page, with the session's branch code so its theme survives logout and expiry. */
export function loginPath(): string {
  const branch = rememberedBranch();
  return branch ? `/login?nb=${encodeURIComponent(branch)}` : '/login';
}
