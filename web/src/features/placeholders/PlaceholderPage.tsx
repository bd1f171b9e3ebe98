import { UnderConstruction } from '../../ui/UnderConstruction.tsx';

/** A section whose screen is not built yet: its title and an honest 'En construcción'. */
export function PlaceholderPage({ title }: { title: string }) {
  return <UnderConstruction title={title} />;
}
