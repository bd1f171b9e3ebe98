import { GALLERY_PAGE_SIZE, type MediaResult as Item, type QuestionResultBlock } from '@ppd/domain';
import { useState } from 'react';
import { fill } from '../../../lib/text.ts';
import { Button, MediaView, Modal } from '../../../ui/index.ts';
import { surveyTexts as t } from '../texts.ts';
import { clampPage } from './gallery.ts';
import { useAnswerPage } from './listedAnswers.ts';

const fileType = (item: Item) => (item.type === 'image' ? 'image/*' : 'video/*');

type MediaBlock = Extract<QuestionResultBlock, { question_type: 'multimedia' }>;

/**
 * The photos or videos of a multimedia question, 10 a page read from the server (the first comes with the results),
 * each opening in a full-screen viewer.
 */
export function Gallery({ surveyId, block }: { surveyId: number; block: MediaBlock }) {
  const [requested, setPage] = useState(0);
  const [open, setOpen] = useState<number | null>(null);
  const page = clampPage(requested, block.answers);
  const { items: shown, pages, failure } = useAnswerPage(surveyId, block, page + 1);
  const title = block.question_text;
  const viewing = open === null ? null : shown[open];
  return (
    <div className="gallery">
      <ul className="gallery-grid">
        {shown.map((item, i) => (
          <li key={item.filename}>
            <button
              type="button"
              className="gallery-item"
              aria-label={`${t.viewMedia}: ${item.filename}`}
              onClick={() => setOpen(i)}
            >
              <MediaView folder={item.url} fileType={fileType(item)} height={120} alt={item.filename} thumbnail />
            </button>
          </li>
        ))}
      </ul>
      {failure && <p className="field-error">{failure.message}</p>}
      <nav className="gallery-pages" aria-label={title}>
        <Button variant="secondary" icon="chevronLeft" disabled={page === 0} onClick={() => setPage(page - 1)}>
          {t.previous}
        </Button>
        <span>{fill(t.page, { page: page + 1, pages })}</span>
        <Button variant="secondary" disabled={page >= pages - 1} onClick={() => setPage(page + 1)}>
          {t.next}
        </Button>
      </nav>
      {viewing && open !== null && (
        <Modal
          open
          size="lg"
          className="media-viewer"
          title={fill(t.mediaViewer, { n: page * GALLERY_PAGE_SIZE + open + 1, total: block.answers })}
          onClose={() => setOpen(null)}
        >
          <MediaView
            folder={viewing.url}
            fileType={fileType(viewing)}
            height={Math.max(300, window.innerHeight - 160)}
            alt={viewing.filename}
          />
        </Modal>
      )}
    </div>
  );
}
