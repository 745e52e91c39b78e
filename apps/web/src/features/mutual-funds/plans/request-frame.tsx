import type { ReactNode } from 'react';
import { TextLink } from '../../../ui/text-link';
import { Card } from '../../../ui/card';
import { Skeleton } from '../../../ui/skeleton';
import { myPlansPath } from './plans-paths';

/** The frame of a page that acts on one plan: title, a card, and the way back to the list. */
export function RequestFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-6 tablet:px-6 tablet:py-10">
      <TextLink to={myPlansPath} className="text-sm">
        My systematic plans
      </TextLink>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight tablet:text-3xl">{title}</h1>
      <Card className="mt-6 flex max-w-2xl flex-col gap-5 p-5 tablet:p-8">{children}</Card>
    </main>
  );
}

export function RequestSkeleton({ label }: { label: string }) {
  return (
    <div className="flex flex-col gap-3" aria-busy>
      <span className="sr-only">{label}</span>
      <Skeleton className="h-8" />
      <Skeleton className="h-40" />
    </div>
  );
}
