export { cancelAccount } from './cancel.ts';
export { keyOfMediaFolder, MEDIA_URL_PREFIX, type MediaFiles, mediaKeysOf } from './media.ts';
export { mentionsOf } from './mentions.ts';
export { identifiersOf } from './person.ts';
