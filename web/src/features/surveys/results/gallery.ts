import { GALLERY_PAGE_SIZE } from '@ppd/domain';

/** How many gallery pages `count` items fill (at least one, so "page 1 of 1" reads right when empty). */
export const pageCount = (count: number, size = GALLERY_PAGE_SIZE) => Math.max(1, Math.ceil(count / size));

/** Page `page` (from 0) clamped into the pages `count` items fill (answers may have been removed). */
export const clampPage = (page: number, count: number, size = GALLERY_PAGE_SIZE) =>
  Math.min(Math.max(0, page), pageCount(count, size) - 1);
