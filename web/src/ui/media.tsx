import { formatDate, messages } from '@ppd/domain';
import { useState } from 'react';
import { mediaUrl } from '../lib/media.ts';
import { Icon } from './Icon.tsx';

export type MediaKind = 'image' | 'video' | 'audio';

/** image/jpeg → image, video/mp4 → video, audio/mpeg → audio. */
export function mediaKind(fileType: string | null | undefined): MediaKind | null {
  const kind = fileType?.split('/')[0];
  return kind === 'image' || kind === 'video' || kind === 'audio' ? kind : null;
}

/** The spec's texts come for an image, a video, or any other media (audio, unknown). */
export function forMediaKind<T>(fileType: string | null | undefined, texts: { image: T; video: T; media: T }): T {
  const kind = mediaKind(fileType);
  return kind === 'image' || kind === 'video' ? texts[kind] : texts.media;
}

const dateUnavailable = {
  image: messages.media.imageDateUnavailable,
  video: messages.media.videoDateUnavailable,
  media: messages.media.mediaDateUnavailable,
};

/** 'Fecha de la imagen no disponible', 'Fecha del video no disponible' or 'Fecha de media no disponible'. */
export const mediaDateUnavailable = (fileType: string | null | undefined) => forMediaKind(fileType, dateUnavailable);

/**
 * The record's photo, video or audio; `height` in px (spec §9: 130 in popups, 500 enlarged). A photo or video that
 * fails to load shows a placeholder (spec §8), not the browser's broken-image icon. A `thumbnail` sits in a button
 * that opens the media: its video is a still frame under a play icon, with no controls (they would take the click).
 */
export function MediaView({
  folder,
  fileType,
  height,
  alt,
  thumbnail = false,
}: {
  folder: string | null | undefined;
  fileType: string | null | undefined;
  height: number;
  alt: string;
  thumbnail?: boolean;
}) {
  // Private media open with the media cookie the API sets at sign-in: the URL carries no token.
  const src = mediaUrl(folder);
  const kind = mediaKind(fileType);
  // The source that failed: another source (the viewer's next item) is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || !kind) return null;
  const onError = () => setFailed(src);
  if (kind !== 'audio' && failed === src) return <MediaUnavailable kind={kind} height={height} />;
  if (kind === 'image') {
    return <img className="media-view" src={src} alt={alt} style={{ maxHeight: height }} onError={onError} />;
  }
  if (kind === 'video' && thumbnail) {
    return (
      <span className="media-thumbnail">
        {/* biome-ignore lint/a11y/useMediaCaption: a still frame, never played here */}
        <video className="media-view" src={src} preload="metadata" style={{ maxHeight: height }} onError={onError} />
        <Icon name="play" size={22} className="media-thumbnail-play" filled />
      </span>
    );
  }
  if (kind === 'video') {
    return (
      // biome-ignore lint/a11y/useMediaCaption: visitors' field videos have no captions
      <video
        className="media-view"
        src={src}
        controls
        style={{ maxHeight: height }}
        aria-label={alt}
        onError={onError}
      />
    );
  }
  // biome-ignore lint/a11y/useMediaCaption: field audio recordings have no captions
  return <audio className="media-audio" src={src} controls aria-label={alt} />;
}

const unavailable = { image: messages.media.imageUnavailable, video: messages.media.videoUnavailable };

/** What stands in for a photo or video that did not load: its icon and 'Imagen no disponible' or 'Video no disponible'. */
function MediaUnavailable({ kind, height }: { kind: 'image' | 'video'; height: number }) {
  return (
    <div className="media-unavailable" style={{ height: Math.min(height, 160) }}>
      <Icon name={kind} size={28} />
      <span>{unavailable[kind]}</span>
    </div>
  );
}

const metadataTexts = messages.geo.records;

/**
 * How a metadata date reads: Mexico City time by default (the records screen); a screen with its own rule for
 * capture dates passes it (the complaints screen's videos, spec §9). `null` reads as the date missing.
 */
export type MetadataDateFormat = (value: string) => string | null;

/** The media metadata as Etiqueta/Valor rows, with the spec's "not available" texts for missing dates. */
export function metadataRows(
  fileType: string | null | undefined,
  metadata: Record<string, unknown> | null | undefined,
  formatMetadataDate: MetadataDateFormat = formatDate,
): [string, string][] | null {
  if (!metadata || Object.keys(metadata).length === 0) return null;
  const kind = mediaKind(fileType);
  const dateKeys = kind === 'video' ? ['mediaCreateDate', 'mediaModifyDate'] : ['createDate', 'modifyDate'];
  const missing = mediaDateUnavailable(fileType);
  const rows: [string, string][] = dateKeys.map((key) => [
    metadataTexts.metadataKeys[key] ?? key,
    (metadata[key] ? formatMetadataDate(String(metadata[key])) : null) ?? missing,
  ]);
  for (const [key, value] of Object.entries(metadata)) {
    if (dateKeys.includes(key) || value == null || typeof value === 'object') continue;
    rows.push([metadataTexts.metadataKeys[key] ?? key, String(value)]);
  }
  return rows;
}
