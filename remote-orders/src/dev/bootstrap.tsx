import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneFrame } from './standalone-frame';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <StandaloneFrame />
  </StrictMode>,
);
