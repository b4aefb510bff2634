// TEMPORARY: replaced by the accounts branch at merge
'use client';
import type { BlogComment } from '@/lib/data/schema';

export function InsightComments({ blogId, initialComments }: { blogId: string; initialComments: BlogComment[] }) {
  return (
    <section aria-labelledby={`comments-${blogId}`}>
      <h2 id={`comments-${blogId}`}>Comments</h2>
      <ul>
        {initialComments.map((comment, index) => (
          <li key={index}>
            <strong>{comment.user}</strong>: {comment.comment}
          </li>
        ))}
      </ul>
    </section>
  );
}
