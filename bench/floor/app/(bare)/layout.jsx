// The framework floor for `npm run bench`: a bare Next page of the site's own Next and React
// versions (it resolves them from the project's node_modules), built and served the same way.
export const metadata = { title: 'Floor' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
