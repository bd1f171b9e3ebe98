import { messages } from '@ppd/domain';
import { useState } from 'react';
import { fill } from '../lib/text.ts';
import { Button } from './Button.tsx';
import { useDialogs } from './DialogsProvider.tsx';

/**
 * Under a paged list: how many of how many are shown, and 'Cargar más' while there are more. `onMore` loads the
 * next page: the button is busy until it settles, and a page that could not be read says so.
 */
export function LoadMore({ shown, total, onMore }: { shown: number; total: number; onMore: () => Promise<unknown> }) {
  const dialogs = useDialogs();
  const [busy, setBusy] = useState(false);
  const more = async () => {
    setBusy(true);
    const failure = await onMore().then(
      () => null,
      (error: unknown) => ({ error }),
    );
    setBusy(false);
    if (failure) await dialogs.failed(failure.error);
  };
  return (
    <div className="list-more">
      <span>{fill(messages.ui.shownOf, { shown, total })}</span>
      <Button variant="secondary" onClick={() => void more()} busy={busy}>
        {messages.ui.loadMore}
      </Button>
    </div>
  );
}
