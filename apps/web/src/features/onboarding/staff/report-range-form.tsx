import { reviewLabels, type ReviewReportType } from '@cdesk/domain';
import type { FormEvent } from 'react';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { SegmentedChoice } from '../../../ui/segmented-choice';

const reportChoices = [
  { value: 'NORMAL', label: 'Awaiting review' },
  { value: 'REJECT', label: 'Not approved' },
] as const;

interface ReviewDateFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** An entry date of the report's range, typed as DD-MM-YYYY. */
function ReviewDateField({ name, label, value, onChange }: ReviewDateFieldProps) {
  return (
    <Field label={label} hint="DD-MM-YYYY">
      {(control) => (
        <Input
          {...control}
          name={name}
          verbatim
          inputMode="numeric"
          maxLength={10}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

interface ReportRangeFormProps {
  reportType: ReviewReportType;
  chooseType: (type: ReviewReportType) => void;
  fromDate: string;
  setFromDate: (value: string) => void;
  toDate: string;
  setToDate: (value: string) => void;
  show: (event: FormEvent) => void;
}

/** Which report, and the entry dates it covers. */
export function ReportRangeForm({
  reportType,
  chooseType,
  fromDate,
  setFromDate,
  toDate,
  setToDate,
  show,
}: ReportRangeFormProps) {
  return (
    <Card className="p-4 tablet:p-6">
      <form className="flex flex-col gap-4" onSubmit={show} noValidate>
        <SegmentedChoice
          label="Report"
          value={reportType}
          choices={reportChoices}
          onChange={chooseType}
        />
        <div className="grid gap-4 tablet:grid-cols-[1fr_1fr_auto] tablet:items-end">
          <ReviewDateField
            name="fromDate"
            label={reviewLabels.fromDate}
            value={fromDate}
            onChange={setFromDate}
          />
          <ReviewDateField
            name="toDate"
            label={reviewLabels.toDate}
            value={toDate}
            onChange={setToDate}
          />
          <Button type="submit" className="tablet:mb-[26px]">
            Show
          </Button>
        </div>
      </form>
    </Card>
  );
}
