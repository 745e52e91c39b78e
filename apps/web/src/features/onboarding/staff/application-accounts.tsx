import { formatPaise, showDate, type TFetchRefnoDetailResponse } from '@cdesk/domain';
import { Facts, Section } from './review-parts';

/** The application's bank account and its e-mandate. */
export function ApplicationAccounts({
  bank,
  mandate,
}: Pick<TFetchRefnoDetailResponse, 'bank' | 'mandate'>) {
  return (
    <>
      <Section title="Bank">
        {bank ? (
          <Facts
            rows={[
              ['Bank', `${bank.bankName}, ${bank.branch}`],
              ['IFSC / MICR', `${bank.ifsc} / ${bank.micr}`],
              ['Account', `${bank.accountNo} (${bank.accountType})`],
              ['Verified', bank.verified ? `Yes, in the name of ${bank.nameAtBank}` : 'No'],
            ]}
          />
        ) : (
          <p className="text-[15px] text-muted">No bank details were saved.</p>
        )}
      </Section>
      <Section title="Mandate">
        {mandate?.emandate ? (
          <Facts
            rows={[
              ['Mandate', `${mandate.mandateType} through ${mandate.provider}`],
              ['Number', mandate.mandateNo],
              ['Upper limit', formatPaise(mandate.upperLimitPaise)],
              [
                'Period',
                mandate.endDate
                  ? `${showDate(mandate.startDate)} to ${showDate(mandate.endDate)}`
                  : `From ${showDate(mandate.startDate)}, until cancelled`,
              ],
              ['Status', mandate.status],
            ]}
          />
        ) : (
          <p className="text-[15px] text-muted">The applicant goes on without a mandate.</p>
        )}
      </Section>
    </>
  );
}
