import { messages } from '@ppd/domain';
import { UnderConstruction } from '../../ui/UnderConstruction.tsx';

/**
 * Stands in for the map screen (/mapa). The shell keeps this route mounted while the user visits other
 * sections, so the real map will keep its drawings and view.
 */
export function MapPlaceholder() {
  return <UnderConstruction title={messages.shell.nav.map} />;
}
