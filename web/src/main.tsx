import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from 'react-error-boundary';
import { App, preloadScreen } from './App.tsx';
import { queryClient } from './lib/queryClient.ts';
import { STORAGE_KEYS, sessionAtom, syncFromStorageAtom } from './lib/session.ts';
import { appStore } from './lib/store.ts';
import { DialogsProvider } from './ui/DialogsProvider.tsx';
import { LoadFailed } from './ui/Loaded.tsx';

// A session kept in localStorage is shared by the tabs: signing out in one signs out the others.
window.addEventListener('storage', (event) => {
  if (event.key === null || event.key === STORAGE_KEYS.token) appStore.set(syncFromStorageAtom);
});

preloadScreen(window.location.pathname, appStore.get(sessionAtom) !== null);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <Provider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <DialogsProvider>
          <ErrorBoundary FallbackComponent={LoadFailed}>
            <App />
          </ErrorBoundary>
        </DialogsProvider>
      </QueryClientProvider>
    </Provider>
  </StrictMode>,
);
