import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { OPEN_CART_EVENT } from '~/lib/cart/cart-events';
import type { SidebarPanel as SidebarPanelType } from './cart-sidebar-panel';

const loadPanel = () => import('./cart-sidebar-panel');

/**
 * The cart drawer (docs/product.md#screens-and-routes cart sidebar) on a native <dialog>: opened by the header's cart
 * button and by add-to-cart (the `sg:open-cart` event, which it claims with preventDefault).
 * Its content (lines, quote, quantity steppers) is fetched the first time it opens, so it is
 * not part of a first visit's JavaScript; the drawer opens once that content is there, so the
 * dialog's focus lands in it as before.
 */
export function CartSidebar() {
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState<typeof SidebarPanelType | null>(null);
  const ref = useRef<HTMLDialogElement>(null);
  const location = useLocation();

  useEffect(() => {
    let live = true;
    const onOpen = (event: Event) => {
      event.preventDefault();
      loadPanel().then(
        (module) => {
          if (!live) return;
          setPanel(() => module.SidebarPanel);
          setOpen(true);
        },
        // Offline or a stale deployment: the cart page still shows the cart.
        () => window.location.assign('/cart'),
      );
    };
    window.addEventListener(OPEN_CART_EVENT, onOpen);
    return () => {
      live = false;
      window.removeEventListener(OPEN_CART_EVENT, onOpen);
    };
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // Following View Cart or Checkout closes the drawer.
  useEffect(() => setOpen(false), [location.pathname]);

  return (
    <dialog
      ref={ref}
      aria-labelledby="cart-sidebar-title"
      onCancel={(event) => {
        event.preventDefault();
        setOpen(false);
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) setOpen(false);
      }}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-dvh w-full max-w-md bg-transparent p-0 text-ink backdrop:bg-ink/40"
    >
      {open && Panel ? <Panel onClose={() => setOpen(false)} /> : null}
    </dialog>
  );
}
