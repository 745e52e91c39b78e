import { capitalGainsTaxTexts, formatPaise, type TSaleTax } from '@cdesk/domain';
import { Link } from 'react-router';
import { FactList } from '../../../ui/fact-list';

/** The settings tab where the investor chooses the slab the estimate uses. */
export const taxSettingsPath = '/settings?tab=tax';

/**
 * The estimated income tax of this sale (spec of issue 33: the sell preview shows the tax): what
 * the year's estimate rises by with it, the s. 112A exemption it uses and what it leaves, and what
 * the estimate leaves out, in words.
 */
export function SaleTaxNote({ tax }: { tax: TSaleTax }) {
  const saves = tax.taxPaise < 0;
  const slabLeftOut = tax.notIncluded.includes(capitalGainsTaxTexts.slabNotChosen);
  return (
    <section
      aria-labelledby="sale-tax-heading"
      className="flex flex-col gap-3 rounded-card border border-border bg-subtle p-4"
    >
      <h3 id="sale-tax-heading" className="text-base font-semibold">
        Estimated tax of this sale · FY {tax.financialYear}
      </h3>
      <FactList
        facts={[
          [
            saves ? 'Estimated tax saved' : 'Estimated tax',
            formatPaise(saves ? -tax.taxPaise : tax.taxPaise),
          ],
          ['Long-term gain exemption (s. 112A) used', formatPaise(tax.exemptionUsedPaise)],
          [
            'Exemption left after this sale',
            `${formatPaise(tax.exemptionLeftPaise)} of ${formatPaise(tax.exemptionLimitPaise)}`,
          ],
        ]}
        className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm tablet:grid-cols-2"
        rowClassName="flex justify-between gap-4 border-b border-border pb-2"
        valueClassName="figures min-w-0 text-right font-medium text-text"
      />
      <p className="text-sm text-muted">
        The tax on this financial year&apos;s gains with this sale, less the tax without it, at the
        rates of sections 111A, 112A and 112.
      </p>
      <ul aria-label="Not included in the estimate" className="list-disc pl-5 text-sm text-muted">
        {tax.notIncluded.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      {slabLeftOut && (
        <p className="text-sm">
          <Link to={taxSettingsPath} className="font-medium text-brand hover:underline">
            Choose your income-tax slab in Settings
          </Link>{' '}
          to include those gains.
        </p>
      )}
    </section>
  );
}
