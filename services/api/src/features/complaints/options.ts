import type { MediaStorage } from '../../shared/media/storage.ts';

export interface ComplaintRoutesOptions {
  storage: MediaStorage;
  maxBytes: number;
  /** Where recipients reach the API (links in evidence e-mails). */
  publicUrl: string;
  /** Signs the evidence links. */
  secret: string;
}
