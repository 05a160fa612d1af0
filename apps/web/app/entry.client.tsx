import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/**
 * React Router's default browser entry, except that hydration starts once the browser has
 * painted the server's HTML: hydrating a product list is a long task (hundreds of ms on a phone)
 * that otherwise runs before the first paint and holds back FCP/LCP although the page is
 * already complete. A hidden tab gets no animation frames, hence the timer as a fallback.
 */
let started = false;
function hydrate() {
  if (started) return;
  started = true;
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

requestAnimationFrame(() => setTimeout(hydrate, 0));
setTimeout(hydrate, 250);
