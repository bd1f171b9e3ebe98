import { messages } from '@ppd/domain';
import type { ListFailure } from '../lib/queryClient.ts';
import { Button } from './Button.tsx';

/**
 * Something the screen could not read, said where it would be: the server's reason and Reintentar. With `options`,
 * a picker's choices: one line under it, 'No se pudieron cargar las opciones' and Reintentar.
 */
export function FailureNotice({ failure, options }: { failure: ListFailure | null; options?: boolean }) {
  if (!failure) return null;
  return (
    <div className={options ? 'options-failed' : 'list-failed'} role="alert">
      <p>{options ? messages.ui.optionsFailed : failure.message}</p>
      <Button variant={options ? 'link' : 'secondary'} icon="refresh" onClick={failure.onRetry}>
        {messages.ui.retry}
      </Button>
    </div>
  );
}
