import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PublicFrame } from './public-frame';

/** A public page's column inside the logged-out wrapper; a #fragment scrolls to its section. */
export function PublicPage({ children }: { children: ReactNode }) {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return (
    <PublicFrame>
      <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-8 tablet:px-6 tablet:py-12">
        {children}
      </main>
    </PublicFrame>
  );
}
