/** Stored links and images are data, not code: only site paths (and https for links) are rendered. */
export function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//');
}

export function isSafeHref(value: string): boolean {
  return isSitePath(value) || /^https?:\/\/[^\s]+$/i.test(value);
}
