'use client';
import { useEnhancement } from '@/components/ui/use-enhancement';
import { loadOnce } from '@/lib/lazy';

const loadBehaviour = loadOnce(() => import('./article-tools-behaviour').then((module) => module.attachArticleTools));

/** The article tools' island: renders nothing visible and brings in their behaviour once the browser is idle. */
export function ArticleToolsEnhancer() {
  const anchor = useEnhancement('article', '[data-share], [data-print]', loadBehaviour, null);
  return <span ref={anchor} hidden />;
}
