// Saves an image the page made (the deposit QR) as a download: the phone puts it in its downloads
// or gallery, where an e-wallet's "upload QR" finds it.

/** Starts the download of `blob` as `fileName`; false when the page cannot (no blob, no DOM). */
export function saveBlob(blob: Blob | null, fileName: string, win: Window = window): boolean {
  if (blob === null || typeof URL.createObjectURL !== 'function') return false;
  const url = URL.createObjectURL(blob);
  const a = win.document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  win.document.body.appendChild(a);
  a.click();
  a.remove();
  // The download has taken the data by the next task; free it then.
  win.setTimeout(() => URL.revokeObjectURL(url), 0);
  return true;
}
