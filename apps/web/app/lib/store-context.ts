import { createContext, type RouterContextProvider } from 'react-router';
import type { AppLoadContext as StoreContext } from '@seoul-glow/shared';

/**
 * The server's in-process services for route loaders. The server sets it on the
 * RouterContextProvider it builds per request (apps/server/src/plugins/web-app.ts), reading this
 * key from the build's entry module.
 */
export const storeContext = createContext<StoreContext>();

export function storeServices(context: Readonly<RouterContextProvider>): StoreContext {
  return context.get(storeContext);
}
