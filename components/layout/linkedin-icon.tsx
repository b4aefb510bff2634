/** The professional network's "in" mark, drawn inline so it needs no request. */
export function LinkedInIcon({ size = 20 }: { size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h3.96V21H3zM9.5 9.75h3.8v1.54h.05c.53-1 1.82-2.04 3.74-2.04 4 0 4.74 2.63 4.74 6.05V21h-3.96v-5.05c0-1.2-.02-2.76-1.68-2.76-1.69 0-1.95 1.32-1.95 2.67V21H9.5z"
      />
    </svg>
  );
}
