import { FactList } from '../../../ui/fact-list';

/** The bank account or mandate a step is about, as label and value pairs. */
export function BankFacts({ facts }: { facts: ReadonlyArray<readonly [string, string]> }) {
  return (
    <FactList
      facts={facts}
      className="grid grid-cols-1 gap-x-6 gap-y-2 rounded-card border border-border bg-subtle/50 p-4 text-sm tablet:grid-cols-2"
      rowClassName="flex flex-col gap-0.5"
      valueClassName="font-medium break-words text-text"
    />
  );
}
