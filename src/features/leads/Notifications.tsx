import { useStore } from '@nanostores/react';
import { useEffect, useId, useState, type ComponentType } from 'react';
import { TOAST_HOTKEY, type RegionLabels } from './leads.ts';
import { $toast, $toastHost } from '#src/lib/forms/store.ts';

type RegionComponent = ComponentType<{ focusOnMount?: boolean; labels?: RegionLabels | undefined }>;

/**
 * Every lead island renders this; only the first one mounted on the page renders the region, so a
 * page with two forms still has one region.
 */
export default function Notifications({ labels }: { labels?: RegionLabels | undefined }) {
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
  return host === id ? <LazyRegion labels={labels} /> : null;
}

/**
 * Loads the region (Radix toast, 12 KB) once there is something to show, or once the visitor asks for it
 * with F8, rather than with the page. Plain state rather than React.lazy: Suspense reveals on a timer.
 */
function LazyRegion({ labels }: { labels: RegionLabels | undefined }) {
  const toast = useStore($toast);
  const [load, setLoad] = useState<'no' | 'for-notice' | 'for-hotkey'>('no');
  const [Region, setRegion] = useState<RegionComponent | null>(null);
  // Adjusting state while rendering, as React advises, rather than in an effect that renders twice.
  if (toast && load === 'no') setLoad('for-notice');
  useEffect(() => {
    if (load === 'no') return;
    let live = true;
    void import('./NotificationRegion.tsx').then((module) => {
      if (live) setRegion(() => module.default);
    });
    return () => {
      live = false;
    };
  }, [load]);
  useEffect(() => {
    if (load !== 'no') return;
    const onKey = (event: KeyboardEvent) => {
      if (TOAST_HOTKEY.includes(event.code)) setLoad('for-hotkey');
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [load]);
  return Region ? <Region focusOnMount={load === 'for-hotkey'} labels={labels} /> : null;
}
