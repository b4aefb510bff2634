import 'react';

// Invoker commands (`<button commandfor="id" command="show-modal">`): HTML that opens and closes a
// <dialog> with no script (Chromium 135+, Firefox 144+, Safari 26.2+). React 19 passes the
// lowercase attributes through as they are; its types do not list them yet.
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- merged declarations must name the same parameter
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover' | `--${string}`;
  }
}
