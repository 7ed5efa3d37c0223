import type { Messages } from '@app/i18n';
import { notifyLater } from './notify-later';

/** Web Share API where the browser has it; otherwise the link is copied to the clipboard with a confirmation. */
export async function sharePost({ title, url, texts }: { title: string; url: string; texts: Messages['blogPost'] }): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      console.error('Sharing the post failed, copying the link instead:', error);
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    notifyLater({ kind: 'success', title: texts.linkCopiedTitle, message: texts.linkCopiedMessage });
  } catch (error) {
    console.error('Copying the post link failed:', error);
    notifyLater({ kind: 'error', title: texts.shareFailed });
  }
}
