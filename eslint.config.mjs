import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// The site's own link replaces next/link (components/ui/link.client.tsx explains why).
const nextLink = { name: 'next/link', message: "Use { Link } from '@/components/ui/link.client'." };
const components = { group: ['@/components/*', '**/components/*'], message: 'lib/ never imports components/.' };
const search = { group: ['@/lib/search', '@/lib/search/*', '../search', '../search/*'], message: 'The store never imports the search: lib/search follows the store (Store.follow).' };

// Each block restates the rule whole: a later block's options replace an earlier one's.
const config = [
  ...nextVitals,
  ...nextTs,
  { files: ['**/*.ts', '**/*.tsx'], rules: { 'no-restricted-imports': ['error', { paths: [nextLink] }] } },
  { files: ['lib/**/*.ts', 'lib/**/*.tsx'], rules: { 'no-restricted-imports': ['error', { paths: [nextLink], patterns: [components] }] } },
  { files: ['lib/data/**/*.ts'], rules: { 'no-restricted-imports': ['error', { paths: [nextLink], patterns: [components, search] }] } },
  { ignores: ['.next/**', '.next-*/**', 'bench/floor/.next/**', 'node_modules/**', 'next-env.d.ts', 'playwright-report/**', 'test-results/**', 'bench/results/**', '.data/**'] },
];

export default config;
