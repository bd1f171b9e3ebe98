import { GALLERY_PAGE_SIZE } from '@ppd/domain';

/** How many gallery pages `count` items fill (at least one, so "page 1 of 1" reads right when empty). */
export const pageCount = (count: number, size = GALLERY_PAGE_SIZE) => Math.max(1, Math.ceil(count / size));

/** The items of page `page` (from 0), the page clamped into range (answers may have been removed). */
export function pageOf<T>(items: readonly T[], page: number, size = GALLERY_PAGE_SIZE): { page: number; items: T[] } {
  const last = pageCount(items.length, size) - 1;
  const current = Math.min(Math.max(0, page), last);
  return { page: current, items: items.slice(current * size, current * size + size) };
}
