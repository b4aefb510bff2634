import 'server-only';
import { getStore, type ListQuery } from '../data';
import type { ListParams } from './list-params';

/**
 * A filtered list with nothing in it (a category no news is in yet): the page answers, since the
 * filter is offered, but is kept out of search results. One read, when a filter is set.
 */
export async function isEmptyFilter(params: ListParams, firstPage: ListQuery): Promise<boolean> {
  if (!params.filter) return false;
  const [first] = await (await getStore()).list({ ...firstPage, limit: 1, offset: 0, after: undefined, before: undefined });
  return first === undefined;
}
