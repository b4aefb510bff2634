import { getStore, queries } from '@/lib/data';
import { slimBlog } from '@/lib/data/slim';
import { SpotlightCarousel } from './spotlight.client';

/** 'Spotlight': blogs flagged `isspotlight: 'true'`, newest first, kept live. */
export async function Spotlight() {
  const blogs = await (await getStore()).list(queries.spotlight());
  return (
    <section className="section section-tint" aria-labelledby="spotlight-heading">
      <div className="container">
        <h2 id="spotlight-heading">Spotlight</h2>
        <SpotlightCarousel initial={blogs.map(slimBlog)} />
      </div>
    </section>
  );
}
