export { type CancelOptions, cancelAccount } from './cancel.ts';
export { type AccountRetentionCounts, applyAccountRetention, previewAccountRetention } from './inactivity.ts';
export {
  diskMediaFiles,
  keyOfMediaFolder,
  MEDIA_URL_PREFIX,
  type MediaFiles,
  mediaKeysOf,
  mediaPath,
} from './media.ts';
export { mentionsOf } from './mentions.ts';
export { identifiersOf } from './person.ts';
