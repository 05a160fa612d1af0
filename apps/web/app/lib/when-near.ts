/**
 * Resolves once the element with `id` nears the viewport or is touched: when a server-rendered
 * part of the page may load its code (React hydrates it then, keeping its HTML meanwhile and
 * replaying a click on it). No such element (a page rendered in the browser): at once.
 *
 * Also resolves when that element leaves the document. A client navigation that re-renders the
 * part before its code came (another product's reviews) makes React drop the waiting HTML and
 * render the part in the browser: the code is needed now, and a `lazy()` waiting on an element
 * that is gone would leave the part empty for good.
 */
export function whenNear(id: string, margin = '600px'): Promise<void> {
  return new Promise((resolve) => {
    const element = typeof document === 'undefined' ? null : document.getElementById(id);
    if (!element || typeof IntersectionObserver === 'undefined') return resolve();
    let removal: MutationObserver | null = null;
    const done = () => {
      observer.disconnect();
      removal?.disconnect();
      element.removeEventListener('pointerdown', done);
      element.removeEventListener('focusin', done);
      resolve();
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), {
      rootMargin: `${margin} 0px`,
    });
    observer.observe(element);
    element.addEventListener('pointerdown', done);
    element.addEventListener('focusin', done);
    if (typeof MutationObserver !== 'undefined') {
      removal = new MutationObserver(() => {
        if (!element.isConnected) done();
      });
      removal.observe(document.body, { childList: true, subtree: true });
    }
  });
}
