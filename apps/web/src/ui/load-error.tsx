import { Alert } from './alert';
import { Button } from './button';

interface LoadErrorProps {
  message: string;
  onRetry: () => void;
  className?: string;
}

/** A page's data could not load: the server's message and a way to ask again. */
export function LoadError({ message, onRetry, className }: LoadErrorProps) {
  return (
    <Alert
      tone="error"
      {...(className ? { className } : {})}
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
