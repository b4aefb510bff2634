import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { jsonLdNodes } from './support/structured-data';

// Each analyst who signs insights has a page, linked from every byline (content/authors.ts).

test('a byline leads to the author: name, role, office, bio, their insights, a Person in JSON-LD', async ({ page, request }) => {
  // The list's bylines link too (the article's: e2e/article.spec.ts).
  await page.goto('/insights');
  const byline = page.getByRole('main').getByRole('article').getByRole('link', { name: /^(Pieter van Dijk|Laura Jansen|Thomas Verhoeven|Rohan Kapoor|Dr\. Meera Iyer|Ananya Mehra|Daniel Ortiz)$/ }).first();
  await expect(byline).toHaveAttribute('href', /^\/authors\/[a-z-]+$/);
  await page.goto('/authors/laura-jansen');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Laura Jansen');
  await expect(page.getByText('Principal, Personal Care & Cosmetics')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Rotterdam, The Netherlands' })).toBeVisible();
  await expect(page.getByText('trained as a formulation chemist')).toBeVisible();
  const insights = page.getByRole('region', { name: 'Insights by Laura Jansen' }).getByRole('article');
  await expect(insights).toHaveCount(3);
  await expect(insights.first().getByRole('heading')).not.toBeEmpty();

  const html = await (await request.get('/authors/laura-jansen')).text();
  const profile = jsonLdNodes(html).find((node) => node['@type'] === 'ProfilePage');
  expect(profile).toMatchObject({ mainEntity: { '@type': 'Person', name: 'Laura Jansen', jobTitle: 'Principal, Personal Care & Cosmetics', url: expect.stringMatching(/\/authors\/laura-jansen$/), workLocation: { name: 'Molecula Rotterdam' } } });
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/authors\/laura-jansen"/);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test('author pages are in the sitemap; an unknown author is a 404', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>[^<]+\/authors\/daniel-ortiz<\/loc>/);
  expect((await request.get('/authors/nobody')).status()).toBe(404);
});
