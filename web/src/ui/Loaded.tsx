import { messages } from '@ppd/domain';
import { type ReactNode, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Button } from './Button.tsx';

/** What shows instead of a part that could not load or draw, with the way out: loading the page again. */
export function LoadFailed() {
  return (
    <div className="load-failed" role="alert">
      <p>{messages.ui.loadFailed}</p>
      <Button icon="refresh" onClick={() => window.location.reload()}>
        {messages.ui.reload}
      </Button>
    </div>
  );
}

/**
 * A part fetched on demand: `fallback` while it loads, and LoadFailed if its file cannot be fetched (a deploy
 * replaced it, the network dropped) or it fails to draw, instead of a blank app.
 */
export function Loaded({ fallback = null, children }: { fallback?: ReactNode; children: ReactNode }) {
  return (
    <ErrorBoundary FallbackComponent={LoadFailed}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </ErrorBoundary>
  );
}
