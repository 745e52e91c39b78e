import { otherReasonCode } from '@cdesk/domain';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import type { Reason } from './use-decision';

interface RejectReasonFieldsProps {
  reasons: Reason[];
  reasonCode: string;
  setReasonCode: (code: string) => void;
  remark: string;
  setRemark: (remark: string) => void;
}

/** The reason for a rejection, and the remark the Other reason needs. */
export function RejectReasonFields({
  reasons,
  reasonCode,
  setReasonCode,
  remark,
  setRemark,
}: RejectReasonFieldsProps) {
  return (
    <>
      <Select
        label="Reject Reason"
        placeholder="Select a reason"
        options={reasons.map((r) => ({
          value: r.reasonCode,
          label: `${r.reasonCode} ${r.reason}`,
        }))}
        value={reasonCode}
        onValueChange={setReasonCode}
        name="reasonCode"
      />
      {reasonCode === otherReasonCode && (
        <Field label="Remark">
          {(control) => (
            <Input
              {...control}
              name="remark"
              maxLength={200}
              value={remark}
              onChange={(e) => setRemark(e.target.value)}
            />
          )}
        </Field>
      )}
    </>
  );
}
