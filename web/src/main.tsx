import './styles.css';
import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { STORAGE_KEYS, syncFromStorageAtom } from './lib/session.ts';
import { appStore } from './lib/store.ts';
import { DialogsProvider } from './ui/DialogsProvider.tsx';

// A session kept in localStorage is shared by the tabs: signing out in one signs out the others.
window.addEventListener('storage', (event) => {
  if (event.key === null || event.key === STORAGE_KEYS.token) appStore.set(syncFromStorageAtom);
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <Provider store={appStore}>
      <DialogsProvider>
        <App />
      </DialogsProvider>
    </Provider>
  </StrictMode>,
);
