/**
 * "Watch Launch Video" (src/components/home/LaunchVideo.astro): the button opens the native modal <dialog> by
 * itself (an invoker command), also before this script has loaded; here the youtube-nocookie iframe is put in
 * whenever the dialog is open, at once if it opened before, and removed when it closes, so nothing loads from
 * the video service until the visitor asks for it.
 */
export function startLaunchVideo(): void {
  const dialog = document.querySelector<HTMLDialogElement>('[data-video-dialog]');
  const opener = document.querySelector<HTMLButtonElement>('[data-video-open]');
  const frame = dialog?.querySelector<HTMLElement>('[data-video-frame]');
  if (!dialog || !opener || !frame) return;
  const play = () => {
    if (frame.firstElementChild) return;
    const iframe = document.createElement('iframe');
    iframe.src = opener.dataset['videoSrc'] ?? '';
    iframe.title = dialog.querySelector('h2')?.textContent ?? 'Launch video';
    iframe.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
    iframe.allowFullscreen = true;
    iframe.referrerPolicy = 'strict-origin-when-cross-origin';
    iframe.className = 'size-full border-0';
    frame.replaceChildren(iframe);
  };
  dialog.addEventListener('toggle', (event) => {
    if (event.newState === 'open') play();
  });
  if (dialog.open) play();
  // A browser without invoker commands opens and closes it here.
  if (!('command' in HTMLButtonElement.prototype)) {
    opener.addEventListener('click', () => {
      dialog.showModal();
      play();
    });
    dialog.querySelector('[data-video-close]')?.addEventListener('click', () => dialog.close());
  }
  // A click on the backdrop (the dialog box itself, outside its content) closes it too.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener('close', () => frame.replaceChildren());
}
