import { useStore } from '@nanostores/react';
import * as Toast from '@radix-ui/react-toast';
import { useEffect, useId } from 'react';
import { createPortal } from 'react-dom';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from '../../lib/leads';
import { $modalContainer, $toast, $toastHost, dismissToast } from './store';

/**
 * Every lead island renders this; only the first one mounted on the page renders the region, so a
 * page with two forms still has one region (one notice at a time, 5000 ms, swipe right, F8).
 */
export default function Notifications() {
  const id = useId();
  const host = useStore($toastHost);
  useEffect(() => {
    const claim = () => {
      if ($toastHost.get() === null) $toastHost.set(id);
    };
    claim();
    const unlisten = $toastHost.listen(claim);
    return () => {
      unlisten();
      if ($toastHost.get() === id) $toastHost.set(null);
    };
  }, [id]);
  return host === id ? <Region /> : null;
}

function Region() {
  const toast = useStore($toast);
  const modal = useStore($modalContainer);
  const viewport = (
    <Toast.Viewport
      hotkey={TOAST_HOTKEY}
      label="Notifications ({hotkey})"
      className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-md list-none flex-col gap-3 p-4 outline-none sm:p-6"
    />
  );
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX} label="Notification">
      {toast && (
        <Toast.Root
          key={toast.id}
          type="background"
          data-variant={toast.variant}
          onOpenChange={(open) => {
            if (!open) dismissToast(toast.id);
          }}
          className={`relative flex items-start gap-4 rounded-sm border p-5 pr-12 shadow-xl transition-transform data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none ${
            toast.variant === 'destructive' ? 'border-red-800 bg-red-700 text-white' : 'border-black/10 bg-white text-ink'
          }`}
        >
          <div>
            <Toast.Title className="font-display text-lg font-semibold">{toast.title}</Toast.Title>
            <Toast.Description className="mt-1 text-sm">{toast.description}</Toast.Description>
          </div>
          <Toast.Close
            aria-label="Close notification"
            className="absolute top-3 right-3 inline-flex size-8 items-center justify-center rounded-sm text-xl leading-none opacity-80 hover:opacity-100"
          >
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      )}
      {modal ? createPortal(viewport, modal) : viewport}
    </Toast.Provider>
  );
}
