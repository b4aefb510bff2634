import 'server-only';
import { cache } from 'react';
import { getStore, type SiteEvent } from '@/lib/data';
import { decodedSegment } from '@/lib/text';

/** One event by the `[id]` route segment; shared by metadata and page within a request. */
export const loadEvent = cache(async (idSegment: string): Promise<SiteEvent | null> => (await getStore()).get('events', decodedSegment(idSegment)));
