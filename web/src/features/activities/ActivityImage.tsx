import { mediaUrl } from '../../lib/media.ts';
import { IconImage } from '../catalogs/index.ts';

/** The placeholder's side in px (IconImage sizes it inline); a loaded image is sized by activities.css. */
const PLACEHOLDER_SIZE = 240;

/**
 * An activity's stored image ('/media/events/<file>'). A broken one falls back to the placeholder the catalogue icons
 * use (spec §8), through their IconImage; keyed by the URL so that another image gets its own chance to load.
 */
export function ActivityImage({ path, alt }: { path: string; alt: string }) {
  const url = mediaUrl(path);
  return (
    <span className="activity-image">
      <IconImage key={url} url={url} alt={alt} size={PLACEHOLDER_SIZE} />
    </span>
  );
}
