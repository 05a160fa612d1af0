import type { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { DeferModuleScripts, deferModuleScripts } from './lib/defer-scripts.server';
import { NonceContext } from './lib/nonce';
import { storeContext } from './lib/store-context';

/** Read by the server to hand loaders its services (see lib/store-context.ts). */
export { storeContext };

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(storeContext).nonce;
  const app = (
    <NonceContext.Provider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceContext.Provider>
  );
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  // Without a nonce the page is rendered for the page cache, which reads it whole anyway.
  if (!nonce) return renderWhole(app, responseStatusCode, responseHeaders);
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers and SPA-mode get the whole document at once; browsers get the shell streamed.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new DeferModuleScripts();
        body.once('close', () => clearTimeout(timer));
        const stream = createReadableStreamFromReadable(body);
        resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        pipe(body);
      },
      onShellError(error: unknown) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
    // Aborts a render still streaming after streamTimeout. Cleared once the page has been sent, so
    // a finished render is not kept in memory (nor the process up) for those 6 s.
    const timer = setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * Renders the whole page into memory and answers with one buffer: React writes its output into a
 * plain array instead of a PassThrough turned into a web stream (a product page is ~15 writes,
 * each through both stream layers, and then read back whole). Used for the page cache's renders.
 */
function renderWhole(app: ReactNode, status: number, headers: Headers): Promise<Response> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    const sink = {
      write(chunk: Uint8Array | string) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        return true;
      },
      end() {
        clearTimeout(timer);
        resolve(
          new Response(deferModuleScripts(Buffer.concat(chunks).toString('utf8')), { headers, status }),
        );
      },
      destroy(error: unknown) {
        clearTimeout(timer);
        reject(error);
      },
      on: () => sink,
    };
    const { pipe, abort } = renderToPipeableStream(app, {
      onAllReady: () => pipe(sink as unknown as Writable),
      onShellError: reject,
      onError() {
        status = 500;
      },
    });
    const timer = setTimeout(abort, streamTimeout + 1000);
  });
}
