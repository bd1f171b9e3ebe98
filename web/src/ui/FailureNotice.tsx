import { messages } from '@ppd/domain';
import type { ListFailure } from '../lib/queryClient.ts';
import { Button } from './Button.tsx';

/** Something the screen could not read, said where it would be: the server's reason and Reintentar. */
export function FailureNotice({ failure }: { failure: ListFailure | null }) {
  if (!failure) return null;
  return (
    <div className="list-failed" role="alert">
      <p>{failure.message}</p>
      <Button variant="secondary" icon="refresh" onClick={failure.onRetry}>
        {messages.ui.retry}
      </Button>
    </div>
  );
}
