import { LaunchCountdown } from '@/components/countdown/launch-countdown.client';
import styles from '@/components/countdown/countdown.module.css';
import { pageMetadata } from '@/lib/seo/metadata';

export const revalidate = 300;

export const metadata = pageMetadata({
  title: 'Website launch countdown',
  description: 'Our new website launches soon: days, hours, minutes and seconds to go.',
  path: '/countdown',
  noindex: true,
});

export default function CountdownPage() {
  return (
    <section className={styles.page} aria-labelledby="countdown-heading">
      <div className="container">
        <h1 id="countdown-heading">Our Website Launches In:</h1>
        <LaunchCountdown />
        <p className={styles.note}>Launch: 14:05 UTC, two days from today.</p>
      </div>
    </section>
  );
}
