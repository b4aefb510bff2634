import { formatDayMonthYear } from '@/lib/dates';

const COPIED_MS = 3000;

/**
 * The article tools' behaviour over the server's markup (article-tools.tsx): Share copies the
 * canonical link and says 'Link copied!' for 3 s (a failed copy is logged only, spec section
 * 8); Print opens the print dialog; the print stamp gets the date, again before each print.
 */
export function attachArticleTools(article: HTMLElement): () => void {
  const share = article.querySelector<HTMLButtonElement>('[data-share]');
  const print = article.querySelector<HTMLButtonElement>('[data-print]');
  const status = article.querySelector<HTMLElement>('[data-share-status]');
  const printedOn = article.querySelector<HTMLElement>('[data-printed-on]');
  let timer: number | undefined;

  const stamp = () => {
    if (printedOn) printedOn.textContent = ` on ${formatDayMonthYear(new Date().toISOString())}`;
  };
  const copy = async () => {
    try {
      // The canonical URL, which the server put on the button.
      await navigator.clipboard.writeText(share!.dataset.share!);
      if (status) status.textContent = 'Link copied!';
      window.clearTimeout(timer);
      timer = window.setTimeout(() => status && (status.textContent = ''), COPIED_MS);
    } catch (error) {
      console.warn('[share] could not copy the link', error);
    }
  };

  const listening = new AbortController();
  const signal = listening.signal;
  share?.addEventListener('click', () => void copy(), { signal });
  print?.addEventListener('click', () => window.print(), { signal });
  window.addEventListener('beforeprint', stamp, { signal });
  stamp();

  return () => {
    listening.abort();
    window.clearTimeout(timer);
  };
}
