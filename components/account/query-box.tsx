// TEMPORARY: replaced by the accounts branch at merge
'use client';

export function QueryBox() {
  return (
    <div>
      <h3>Have Any Further Queries?</h3>
      <textarea aria-label="Your query" placeholder="Feel free to share..." />
      <button type="button" className="button">
        Submit
      </button>
    </div>
  );
}
