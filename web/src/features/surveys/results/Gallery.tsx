import type { MediaResult as Item } from '@ppd/domain';
import { useState } from 'react';
import { fill } from '../../../lib/text.ts';
import { Button, MediaView, Modal } from '../../../ui/index.ts';
import { surveyTexts as t } from '../texts.ts';
import { pageCount, pageOf } from './gallery.ts';

const fileType = (item: Item) => (item.type === 'image' ? 'image/*' : 'video/*');

/** The photos or videos of a multimedia question, 10 a page, each opening in a full-screen viewer. */
export function Gallery({ items, title }: { items: readonly Item[]; title: string }) {
  const [requested, setPage] = useState(0);
  const [open, setOpen] = useState<number | null>(null);
  const { page, items: shown } = pageOf(items, requested);
  const pages = pageCount(items.length);
  const viewing = open === null ? null : items[open];
  return (
    <div className="gallery">
      <ul className="gallery-grid">
        {shown.map((item, i) => (
          <li key={item.filename}>
            <button
              type="button"
              className="gallery-item"
              aria-label={`${t.viewMedia}: ${item.filename}`}
              onClick={() => setOpen(page * 10 + i)}
            >
              <MediaView folder={item.url} fileType={fileType(item)} height={120} alt={item.filename} thumbnail />
            </button>
          </li>
        ))}
      </ul>
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
          title={fill(t.mediaViewer, { n: open + 1, total: items.length })}
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
