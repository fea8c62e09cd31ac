/**
 * "Watch Launch Video" (src/components/home/LaunchVideo.astro): the button opens the native modal <dialog>,
 * and the youtube-nocookie iframe exists only while it is open, so nothing loads from the video service until
 * the visitor asks for it.
 */
export function startLaunchVideo(): void {
  const dialog = document.querySelector<HTMLDialogElement>('[data-video-dialog]');
  const opener = document.querySelector<HTMLButtonElement>('[data-video-open]');
  const frame = dialog?.querySelector<HTMLElement>('[data-video-frame]');
  if (!dialog || !opener || !frame) return;
  opener.addEventListener('click', () => {
    const iframe = document.createElement('iframe');
    iframe.src = opener.dataset['videoSrc'] ?? '';
    iframe.title = dialog.querySelector('h2')?.textContent ?? 'Launch video';
    iframe.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
    iframe.allowFullscreen = true;
    iframe.referrerPolicy = 'strict-origin-when-cross-origin';
    iframe.className = 'size-full border-0';
    frame.replaceChildren(iframe);
    dialog.showModal();
  });
  dialog.querySelector('[data-video-close]')?.addEventListener('click', () => dialog.close());
  // A click on the backdrop (the dialog box itself, outside its content) closes it too.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener('close', () => frame.replaceChildren());
}
