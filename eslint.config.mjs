import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // The site's own link replaces next/link (components/ui/link.client.tsx explains why).
    files: ['**/*.ts', '**/*.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'next/link', message: "Use { Link } from '@/components/ui/link.client'." }] }] },
  },
  { ignores: ['.next/**', '.next-*/**', 'bench/floor/.next/**', 'node_modules/**', 'next-env.d.ts', 'playwright-report/**', 'test-results/**', 'bench/results/**', '.data/**'] },
];

export default config;
