import { CAREERS } from '@/content/careers';
import { getStore, queries } from '@/lib/data';
import { OpeningsBoard } from './openings.client';

/** 'Current Openings' (#openings): rendered on the server with the first opening selected, then live. */
export async function Openings() {
  const openings = await (await getStore()).list(queries.jobOpenings());
  return (
    <section id="openings" className="section" aria-labelledby="openings-heading">
      <div className="container">
        <h2 id="openings-heading">{CAREERS.openings.heading}</h2>
        <OpeningsBoard initial={openings} />
      </div>
    </section>
  );
}
