import { useState } from 'react';
import { useDialogs } from '../ui/DialogsProvider.tsx';

/**
 * Downloads started by buttons: the running one's button is busy (it shows it and takes no second click, which
 * would fetch and save the file twice), and a failure goes to the error dialog. `which` names a button among
 * several sharing one (a record's four formats).
 */
export function useDownload() {
  const dialogs = useDialogs();
  const [running, setRunning] = useState<string | null>(null);
  return {
    busy: (which = 'file') => running === which,
    start: (download: () => Promise<unknown>, which = 'file') => {
      if (running) return;
      setRunning(which);
      void download()
        .catch(dialogs.failed)
        .finally(() => setRunning(null));
    },
  };
}
