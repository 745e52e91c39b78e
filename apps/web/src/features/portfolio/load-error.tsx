import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';

/** A failed load: the server's message beside a way to try again. */
export function LoadError({
  message,
  retry,
  className,
}: {
  message: string;
  retry: () => void;
  className?: string;
}) {
  return (
    <Alert
      tone="error"
      {...(className ? { className } : {})}
      action={
        <Button variant="secondary" className="-my-2 shrink-0" onClick={retry}>
          Try again
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
