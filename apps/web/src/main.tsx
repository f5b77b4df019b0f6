import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { registerServiceWorker } from './lib/offline/register-service-worker';
import './index.css';

const container = document.getElementById('root')!;
const app = <App router={BrowserRouter} />;
// The public screens arrive prerendered (src/prerender/): Preact takes over their markup instead of
// repainting. It hydrates in one go, so in a task of its own, not in the one that ran the modules.
if (container.hasChildNodes()) setTimeout(() => hydrateRoot(container, app));
else createRoot(container).render(app);
registerServiceWorker();
