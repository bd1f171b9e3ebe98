import type { MediaKind } from '../../ui/index.ts';
import type { Size } from './placePopup.ts';

/** Spec §9: a popup is 500 px wide for a landscape image… */
export const POPUP_WIDE = 500;
/** …and 300 px for a portrait image or an audio recording. */
export const POPUP_NARROW = 300;

/**
 * The popup's width for its media. `media` is the image's natural size (or the video's own), `null` until it has
 * loaded: the popup is narrow until then, and widens once the media turns out to be landscape (width ≥ height).
 * The spec names images only; a video follows the same rule, by its videoWidth and videoHeight, as it shows in
 * the popup the way an image does. Audio, and a record without media, get the narrow popup.
 */
export function popupWidth(kind: MediaKind | null, media: Size | null): number {
  const landscape = media !== null && media.width > 0 && media.width >= media.height;
  return (kind === 'image' || kind === 'video') && landscape ? POPUP_WIDE : POPUP_NARROW;
}
