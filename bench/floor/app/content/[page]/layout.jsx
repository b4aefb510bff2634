// The content floor's documents: each snapshot's <html> and <body> attributes (see lib/markup.mjs).
import { find, props, snapshot } from '../../../lib/markup.mjs';

export default async function ContentLayout({ children, params }) {
  const document = snapshot((await params).page);
  const html = find(document, 'html');
  return (
    <html {...props(html)}>
      <body {...props(find(html, 'body'))}>{children}</body>
    </html>
  );
}
