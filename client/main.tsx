import './zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { activateLocale, storedLocale } from './i18n';
import './styles.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Missing #root element in index.html');
const root = rootElement;

// The locale must be active before the first render: activating during render loops.
async function start() {
  try {
    await activateLocale(storedLocale());
  } catch {
    // The Kannada catalogs could not be fetched (offline?): English is bundled, so start in it
    // without forgetting the visitor's choice.
    await activateLocale('en', { remember: false });
  }
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
