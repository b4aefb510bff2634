import { getStore, queries } from '@/lib/data';
import { Live } from '@/components/live/live';
import { InsightsLive } from './live.client';
import { SpotlightView } from './spotlight-view';

/** 'Spotlight': blogs flagged `isspotlight: 'true'`, newest first, kept live. */
export async function Spotlight() {
  const query = queries.spotlight();
  const blogs = await (await getStore()).list(query);
  return (
    <section className="section section-tint section-lazy" aria-labelledby="spotlight-heading">
      <div className="container">
        <h2 id="spotlight-heading">Spotlight</h2>
        <Live list={InsightsLive} view="spotlight" query={query} docs={blogs}>
          <SpotlightView docs={blogs} />
        </Live>
      </div>
    </section>
  );
}
