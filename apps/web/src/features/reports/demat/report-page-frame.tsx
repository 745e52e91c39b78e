import type { ReactNode } from 'react';

/** The frame of a report page: its title, what it shows, and the page. */
export function ReportPageFrame({
  title,
  about,
  actions,
  children,
}: {
  title: string;
  about: string;
  /** Beside the title at tablet width and up (Download PDF). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-8 tablet:px-6 tablet:py-10">
      <div className="flex flex-col gap-4 tablet:flex-row tablet:items-start tablet:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight tablet:text-3xl">{title}</h1>
          <p className="mt-1.5 text-muted">{about}</p>
        </div>
        {actions}
      </div>
      {children}
    </main>
  );
}
