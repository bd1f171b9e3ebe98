import { messages } from '@ppd/domain';
import { useState } from 'react';
import { DEFAULT_AVATAR } from '../lib/config.ts';
import { mediaUrl } from '../lib/media.ts';

/** A round profile picture; the default avatar stands in when there is none or it fails to load. */
export function Avatar({
  src,
  alt = messages.shell.avatarAlt,
  size = 36,
  className,
}: {
  src: string | null | undefined;
  alt?: string;
  size?: number;
  className?: string;
}) {
  const wanted = mediaUrl(src) ?? DEFAULT_AVATAR;
  const [failed, setFailed] = useState<string | null>(null);
  const shown = failed === wanted ? DEFAULT_AVATAR : wanted;
  return (
    <img
      className={['avatar', className].filter(Boolean).join(' ')}
      src={shown}
      alt={alt}
      width={size}
      height={size}
      onError={() => {
        if (shown !== DEFAULT_AVATAR) setFailed(wanted);
      }}
    />
  );
}
