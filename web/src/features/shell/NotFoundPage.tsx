import { messages } from '@ppd/domain';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { tokenAtom } from '../../lib/session.ts';
import { Brand } from '../../ui/index.ts';

export function NotFoundPage() {
  const token = useAtomValue(tokenAtom);
  useEffect(() => {
    document.title = `${messages.generic.notFound} · ${messages.session.appName}`;
  }, []);
  return (
    <div className="not-found">
      <Brand to={token ? '/mapa' : '/explorador'} />
      <main className="not-found-body" aria-labelledby="page-title">
        <p className="not-found-code" aria-hidden="true">
          404
        </p>
        <h1 id="page-title">{messages.generic.notFound}</h1>
        <p>{messages.generic.notFoundDetail}</p>
        <Link to={token ? '/mapa' : '/explorador'} className="btn btn-primary">
          {messages.shell.goHome}
        </Link>
      </main>
    </div>
  );
}
