import { messages } from '@ppd/domain';
import { Link } from 'wouter';
import { Icon } from '../../ui/Icon.tsx';
import { PublicLayout } from '../static-pages/PublicLayout.tsx';

/** /explorador: the public map is not built yet; the page offers the way in to the back-office. */
export function ExplorerPage() {
  return (
    <PublicLayout title={messages.session.explorerTitle} wide>
      <section className="explorer-placeholder" aria-labelledby="page-title">
        <h1 id="page-title" className="page-title">
          {messages.session.explorerTitle}
        </h1>
        <div className="empty-state">
          <Icon name="map" size={48} />
          <p className="empty-state-title">{messages.generic.underConstruction}</p>
          <p className="empty-state-detail">{messages.session.explorerIntro}</p>
          <Link to="/login" className="btn btn-primary">
            {messages.session.loginTitle}
          </Link>
        </div>
      </section>
    </PublicLayout>
  );
}
