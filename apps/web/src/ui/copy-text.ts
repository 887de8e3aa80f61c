import { i18n } from '../i18n/i18n.ts';
import { toast } from './toast-store.ts';

/** Puts text on the clipboard; an older browser without the Clipboard API copies a selection. */
async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('copy refused');
}

/** Copies and says so (spec §8 'copy success'), or says to copy by hand. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await writeClipboard(text);
    toast(i18n.t('public.copySuccess'));
    return true;
  } catch {
    toast(i18n.t('public.copyFailed'));
    return false;
  }
}
