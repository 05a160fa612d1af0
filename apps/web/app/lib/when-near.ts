/**
 * Resolves once the element with `id` nears the viewport or is touched: when a server-rendered
 * part of the page may load its code (React hydrates it then, keeping its HTML meanwhile and
 * replaying a click on it). No such element (a page rendered in the browser): at once.
 */
export function whenNear(id: string, margin = '600px'): Promise<void> {
  return new Promise((resolve) => {
    const element = typeof document === 'undefined' ? null : document.getElementById(id);
    if (!element || typeof IntersectionObserver === 'undefined') return resolve();
    const done = () => {
      observer.disconnect();
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
  });
}
