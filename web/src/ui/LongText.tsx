import { messages } from '@ppd/domain';
import { type CSSProperties, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { truncate } from './listControls.ts';

type Tag = 'span' | 'p' | 'h2' | 'h3' | 'div';
/** The element behind any of the tags (one ref fits them all). */
type TagElement = HTMLSpanElement & HTMLParagraphElement & HTMLHeadingElement & HTMLDivElement;

/**
 * Free text that may hold words longer than its box (a title, a description, an observation, a chat line): it
 * wraps anywhere and shows at most `lines` lines; when cut, the whole text is in its tooltip and 'Ver más' opens it.
 */
export function LongText({
  text,
  lines = 3,
  as: Element = 'span',
  id,
  className,
}: {
  text: string;
  lines?: number;
  as?: Tag;
  id?: string;
  className?: string;
}) {
  const box = useRef<TagElement>(null);
  const [open, setOpen] = useState(false);
  const [cut, setCut] = useState(false);
  const measure = useCallback(() => {
    const element = box.current;
    if (element) setCut(element.scrollHeight > element.clientHeight + 1);
  }, []);

  // After every render (the text may have changed) and whenever the box is resized.
  useLayoutEffect(measure);
  useLayoutEffect(() => {
    if (!box.current) return;
    const observer = new ResizeObserver(measure);
    observer.observe(box.current);
    return () => observer.disconnect();
  }, [measure]);

  return (
    <>
      <Element
        ref={box}
        id={id}
        className={['long-text', !open && 'long-text-clamped', className].filter(Boolean).join(' ')}
        style={{ '--long-text-lines': lines } as CSSProperties}
        title={cut && !open ? text : undefined}
      >
        {text}
      </Element>
      {(cut || open) && (
        <button
          type="button"
          className="btn btn-link long-text-toggle"
          aria-expanded={open}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? messages.ui.showLess : messages.ui.showMore}
        </button>
      )}
    </>
  );
}

/** List text as the spec shows it: cut at `max` characters (30) with an ellipsis, the whole text on hover. */
export function Truncated({ text, max = 30, className }: { text: string; max?: number; className?: string }) {
  return (
    <span className={['truncated', className].filter(Boolean).join(' ')} title={text}>
      {truncate(text, max)}
    </span>
  );
}
