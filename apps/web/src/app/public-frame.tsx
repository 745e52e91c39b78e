import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from './brand-logo';

/** Pages a visitor opens without logging in: the logo (back to login), the page, the disclaimer. */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex h-16 max-w-[1200px] items-center px-4 tablet:px-6">
          <Link to="/login" className="rounded-card" aria-label="Client Desk: go to login">
            <BrandLogo />
          </Link>
        </div>
      </header>
      {children}
      <footer className="px-5 pb-6 text-center text-xs leading-relaxed text-muted">
        Mutual fund investments are subject to market risks. Read all scheme related documents
        carefully.
      </footer>
    </div>
  );
}
