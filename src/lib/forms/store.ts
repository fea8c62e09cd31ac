/**
 * State shared by the form islands on one page (an inquiry form, the valuation dialog, the save-search
 * dialog): the one notice on screen, which island hosts the notification region, and the open modal dialog.
 */
import { atom } from 'nanostores';
import type { Notice } from './notices.ts';

export interface ToastState extends Notice {
  id: number;
}

/** One notice at a time: a new one replaces the old. */
export const $toast = atom<ToastState | null>(null);
let lastId = 0;

export function notify(notice: Notice): void {
  lastId += 1;
  $toast.set({ ...notice, id: lastId });
}

export function dismissToast(id: number): void {
  if ($toast.get()?.id === id) $toast.set(null);
}

/** The island that renders the notification region; the first to mount claims it. */
export const $toastHost = atom<string | null>(null);

/**
 * A modal <dialog> makes everything outside it inert and hides it under its backdrop, so while one is
 * open the region and its announcements are rendered inside it.
 */
export const $modalContainer = atom<HTMLElement | null>(null);
