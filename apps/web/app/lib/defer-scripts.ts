/**
 * The app's JavaScript is fetched once the browser has painted the server's HTML
 * (docs/decisions/0023-scripts-load-after-the-first-paint.md). React Router's <Scripts> puts
 * ~30 modulepreload links in the head and an async module script at the end of the body: on a
 * phone's connection those ~150 KB shared the line with the stylesheet and the product photo, and
 * their evaluation ran before the first paint (Lighthouse mobile: FCP 2.7 s, LCP 2.9 s).
 *
 * The server's HTML therefore carries the module script inert (type DEFERRED_TYPE) and no
 * modulepreload links; SCRIPT_LOADER, an inline script after it, makes it a module script again
 * after the first frame (at once in a hidden tab, which gets no frames). Its text is unchanged, so
 * the page's Content-Security-Policy hash or nonce covers the new element too.
 */
export const DEFERRED_TYPE = 'text/x-deferred-module';

export const SCRIPT_LOADER =
  `(function(){function go(){var d=document.querySelector('script[type="${DEFERRED_TYPE}"]');` +
  `if(!d)return;var s=document.createElement('script');` +
  `s.type='module';s.setAttribute('nonce',d.nonce);s.textContent=d.textContent;document.head.appendChild(s)}` +
  `if(document.visibilityState==='hidden')go();` +
  `else requestAnimationFrame(function(){setTimeout(go,0)})})()`;
