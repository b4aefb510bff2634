import { Live } from '@/components/live/live';
import { CareersLive } from './live.client';
import { CAREERS } from '@/content/careers';
import { getStore, queries } from '@/lib/data';
import { OpeningsView } from './openings-view';

/** 'Current Openings' (#openings): rendered on the server with the first opening selected, then live. */
export async function Openings() {
  const query = queries.jobOpenings();
  const openings = await (await getStore()).list(query);
  return (
    <section id="openings" className="section" aria-labelledby="openings-heading">
      <div className="container">
        <h2 id="openings-heading">{CAREERS.openings.heading}</h2>
        <Live list={CareersLive} view="openings" query={query} docs={openings}>
          <OpeningsView docs={openings} />
        </Live>
      </div>
    </section>
  );
}
