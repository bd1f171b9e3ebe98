import type { Generated } from 'kysely';

/** Every published version of the privacy notice; the current one is the highest already published. */
export interface PrivacyNoticesTable {
  version: number;
  text: string;
  published_at: Generated<Date>;
}

/** Which version of the notice a visitor accepted, and when. */
export interface PrivacyConsentsTable {
  user_id: number;
  version: number;
  accepted_at: Generated<Date>;
}
