import styles from './insight-comments.module.css';

/** The comment box's Cancel and Comment, shown once something is typed. */
export function CommentButtons({ onClear, disabled }: { onClear: () => void; disabled: boolean }) {
  return (
    <div className={styles.buttons}>
      <button type="button" className="button button-outline" onClick={onClear}>
        Cancel
      </button>
      <button type="submit" className="button" disabled={disabled}>
        Comment
      </button>
    </div>
  );
}
