import { Alert } from '../../../ui/alert';

/** Why the account cannot open online, with the help line to call. */
export function HelpLineRefusal({ refusal, helpNo }: { refusal: string; helpNo: string }) {
  return (
    <Alert tone="error">
      <p>{refusal}</p>
      <p className="mt-1">
        Help line:{' '}
        <a className="underline" href={`tel:${helpNo.replace(/[^\d+]/g, '')}`}>
          {helpNo}
        </a>
      </p>
    </Alert>
  );
}
