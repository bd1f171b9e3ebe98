import { messages } from '@ppd/domain';
import { fill } from '../lib/text.ts';
import { Button } from './Button.tsx';

/** Under a paged list: how many of how many are shown, and 'Cargar más' while there are more. */
export function LoadMore({
  shown,
  total,
  onMore,
  busy = false,
}: {
  shown: number;
  total: number;
  onMore: () => void;
  busy?: boolean;
}) {
  return (
    <div className="list-more">
      <span>{fill(messages.ui.shownOf, { shown, total })}</span>
      <Button variant="secondary" onClick={onMore} busy={busy}>
        {messages.ui.loadMore}
      </Button>
    </div>
  );
}
