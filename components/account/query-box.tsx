// TEMPORARY: replaced by the accounts branch at merge
'use client';

export function QueryBox() {
  return (
    <form className="query-box" onSubmit={(event) => event.preventDefault()}>
      <h2>Have Any Further Queries?</h2>
      <label>
        <span className="visually-hidden">Your query</span>
        <textarea placeholder="Feel free to share..." rows={4} />
      </label>
      <button type="submit" className="button">
        Submit
      </button>
    </form>
  );
}
