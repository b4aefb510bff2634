import { shareTargets } from '@/lib/share';
import styles from './share.module.css';

/** LinkedIn, X and e-mail: plain links that work with no script, each tagged for its channel (lib/share.ts). */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  return (
    <ul className={styles.links} aria-label="Share on">
      {shareTargets(url, title).map((target) => (
        <li key={target.channel}>
          <a href={target.href} {...(target.channel === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}>
            {target.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
