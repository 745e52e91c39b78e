import { folioUpdateMessages as m } from '@cdesk/domain';

interface ConsentSentToProps {
  field: string;
  sentTo: string;
  newValue: string;
  folioNo: string;
}

/** Where the OTP went, and the new contact it confirms for the folio. */
export function ConsentSentTo({ field, sentTo, newValue, folioNo }: ConsentSentToProps) {
  return (
    <div>
      <h3 className="font-semibold text-text">Confirm the new {field}</h3>
      <p role="status" className="mt-1 text-[15px] text-muted">
        {m.otpSent(sentTo)} Enter it below to confirm{' '}
        <span className="font-medium break-all text-text">{newValue}</span> for folio {folioNo}.
      </p>
    </div>
  );
}
