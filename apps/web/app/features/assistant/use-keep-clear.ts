import { useEffect, useState, type RefObject } from 'react';

/**
 * Elements marked `data-keep-clear` (an order's money lines, the footer's policy links) must never
 * sit under the floating launcher: on a phone the launcher covers the bottom-right corner of the
 * content column. While one of them is behind it, the launcher steps aside (see ChatLauncher) and
 * comes back once the page has scrolled on. Nothing runs on pages without such elements beyond a
 * cheap check per animation frame of scrolling.
 */
export function useKeepClear(launcher: RefObject<HTMLElement | null>): boolean {
  const [covering, setCovering] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const button = launcher.current;
      if (!button) return;
      // The launcher's own place (its transform when it steps aside does not move this box).
      // (A fixed element has no offsetParent; one that is not displayed has no client rects.)
      const zone = button.getClientRects().length ? fixedBox(button) : null;
      const marked = document.querySelectorAll('[data-keep-clear]');
      let hit = false;
      if (zone) {
        for (const el of marked) {
          const r = el.getBoundingClientRect();
          if (
            r.width &&
            r.left < zone.right &&
            r.right > zone.left &&
            r.top < zone.bottom &&
            r.bottom > zone.top
          ) {
            hit = true;
            break;
          }
        }
      }
      setCovering(hit);
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // Content that arrives later (the cart's quote, a page change) can move marked elements.
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
    };
  }, [launcher]);
  return covering;
}

/** A fixed element's box from its CSS offsets, with a small margin around it. */
function fixedBox(el: HTMLElement) {
  const style = getComputedStyle(el);
  const right = window.innerWidth - parseFloat(style.right);
  const bottom = window.innerHeight - parseFloat(style.bottom);
  const margin = 8;
  return {
    left: right - el.offsetWidth - margin,
    right: right + margin,
    top: bottom - el.offsetHeight - margin,
    bottom: bottom + margin,
  };
}
