import { Link } from '@/components/ui/link.client';
import { getStore, queries } from '@/lib/data';
import { Live } from '@/components/live/live';
import { HomeLive } from './live.client';
import { NewsStripView } from './news-strip-view';
import section from './section.module.css';
import styles from './news-strip.module.css';

/** 'Industry News': the five newest items, kept live after load. */
export async function NewsStrip() {
  const query = queries.homeNews();
  const news = await (await getStore()).list(query);
  return (
    <section className="section section-tint section-lazy" aria-labelledby="home-news-heading">
      <div className="container">
        <div className={styles.header}>
          <div>
            <p className={section.eyebrow}>Market watch</p>
            <h2 id="home-news-heading">Industry News</h2>
          </div>
          <Link className={styles.all} href="/news">
            All news
          </Link>
        </div>
        <Live list={HomeLive} view="homeNews" query={query} docs={news}>
          <NewsStripView docs={news} />
        </Live>
      </div>
    </section>
  );
}
