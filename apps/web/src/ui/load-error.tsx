import { Alert } from './alert';
import { Button } from './button';

/** A page's data could not load: the server's message and a way to ask again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      tone="error"
      action={
        <Button variant="secondary" className="-my-2 shrink-0" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
