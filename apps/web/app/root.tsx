import { useEffect } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
  type LinksFunction,
  type MetaFunction,
} from 'react-router';
import { MESSAGES, STORE_NAME } from '@seoul-glow/shared';
import { SCRIPT_LOADER } from './lib/defer-scripts';
import { useNonce } from './lib/nonce';
import { readSession } from './lib/session';
import stylesheet from './app.css?url';
import { FREE_SHIPPING_OVER } from './lib/free-shipping';

export const links: LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export const meta: MetaFunction = () => [
  { title: `${STORE_NAME} — Korean Beauty & Skincare` },
  {
    name: 'description',
    content: `K-beauty skincare, makeup, haircare and fragrances with an AI beauty assistant. Free shipping on orders over ${FREE_SHIPPING_OVER}.`,
  },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#fbf6f3" />
        {/* With a precedence React emits the stylesheet at the top of <head>, ahead of the ~20
            modulepreload links: the only render-blocking request is no longer queued behind them. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-canvas font-sans text-ink antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {/* Fetches the app's code once the page has painted (lib/defer-scripts.ts). */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SCRIPT_LOADER }} />
      </body>
    </html>
  );
}

export default function App() {
  // docs/product.md#how-things-change: at startup an expired or unparseable stored session clears all browser storage.
  useEffect(() => {
    readSession();
    // Hydrated: the page's controls work from now on (what end-to-end tests wait for, ADR 0023).
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="font-display text-3xl text-ink">{MESSAGES.page.unexpected}</h1>
      {detail ? <p className="text-ink-muted">{detail}</p> : null}
      <a href="/" className="rounded-full bg-ink px-6 py-3 text-sm font-semibold text-white">
        Return to Home
      </a>
    </main>
  );
}
