import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from '@powernest/shared-ui';
import { App } from './App';
import { registerSiteRemotes } from './remotes/remoteRegistry';

async function start() {
  // Registering only records where each remote lives; its code is fetched on first visit.
  const remotes = await registerSiteRemotes();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <AppProviders>
          <App remotes={remotes} />
        </AppProviders>
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
