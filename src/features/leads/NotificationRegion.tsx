import { useStore } from '@nanostores/react';
import * as Toast from '@radix-ui/react-toast';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import {
  ENGLISH_REGION_LABELS,
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_SWIPE_THRESHOLD_PX,
  type RegionLabels,
} from './leads.ts';
import { $modalContainer, $toast, dismissToast } from '#src/lib/forms/store.ts';

/**
 * The notification region (Radix toast): one notice at a time, 5000 ms, swipe right, F8. Loaded on demand
 * by Notifications.tsx. `focusOnMount` is set when F8 was pressed before the region had loaded.
 */
export default function NotificationRegion({
  focusOnMount = false,
  labels = ENGLISH_REGION_LABELS,
}: {
  focusOnMount?: boolean;
  labels?: RegionLabels | undefined;
}) {
  const viewportRef = useRef<HTMLOListElement>(null);
  const toast = useStore($toast);
  const modal = useStore($modalContainer);
  useEffect(() => {
    if (focusOnMount) viewportRef.current?.focus();
  }, [focusOnMount]);
  const viewport = (
    <Toast.Viewport
      ref={viewportRef}
      hotkey={TOAST_HOTKEY}
      // Radix puts the hotkey in place of "{hotkey}".
      label={`${labels.notifications} ({hotkey})`}
      className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-md list-none flex-col gap-3 p-4 outline-none sm:p-6"
    />
  );
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={labels.notification}
      // Radix announces a notice through a live region it appends to <body>, which an open modal makes inert.
      announcerContainer={modal ?? undefined}
    >
      {toast && (
        <Toast.Root
          key={toast.id}
          type="background"
          data-variant={toast.variant}
          onOpenChange={(open) => {
            if (!open) dismissToast(toast.id);
          }}
          className={`relative flex items-start gap-4 rounded-sm border p-5 pr-12 shadow-xl transition-transform data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none ${
            toast.variant === 'destructive'
              ? 'border-red-800 bg-red-700 text-white'
              : 'border-black/10 bg-white text-ink'
          }`}
        >
          <div>
            <Toast.Title className="font-display text-lg font-semibold">{toast.title}</Toast.Title>
            <Toast.Description className="mt-1 text-sm">{toast.description}</Toast.Description>
          </div>
          <Toast.Close
            aria-label={labels.close}
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
