import { messages } from '@ppd/domain';
import { Icon } from './Icon.tsx';

/** The honest stand-in for a screen that is not built yet. */
export function UnderConstruction({ title }: { title: string }) {
  return (
    <section className="page under-construction" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {title}
      </h1>
      <div className="empty-state">
        <Icon name="tool" size={48} />
        <p className="empty-state-title">{messages.generic.underConstruction}</p>
        <p className="empty-state-detail">{messages.shell.underConstructionDetail}</p>
      </div>
    </section>
  );
}
