import type { ReactNode } from 'react';
import { LoadMore } from '../../../ui/index.ts';
import { type ListedBlock, useMoreAnswers } from './listedAnswers.ts';

/** A listed question's answers, newest first, with "Cargar más" under them while the server has more. */
export function MoreAnswers<B extends ListedBlock>({
  surveyId,
  block,
  children,
}: {
  surveyId: number;
  block: B;
  children: (items: B['result']) => ReactNode;
}) {
  const { items, hasMore, more } = useMoreAnswers(surveyId, block);
  return (
    <div className="more-answers">
      {children(items)}
      {hasMore && <LoadMore shown={items.length} total={block.answers} onMore={more} />}
    </div>
  );
}
