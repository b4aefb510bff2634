import type { NextRequest } from 'next/server';
import { getAccounts } from '@/lib/auth/accounts';
import { sessionHandlers } from '@/lib/auth/session-route';
import { env } from '@/lib/env';
import { rateLimit } from '@/lib/rate-limit';

export const dynamic = 'force-dynamic';

const handlers = sessionHandlers({ accounts: getAccounts, rateLimit, config: env });

export function GET(request: NextRequest) {
  return handlers.GET(request);
}

export function POST(request: NextRequest) {
  return handlers.POST(request);
}

export function DELETE(request: NextRequest) {
  return handlers.DELETE(request);
}
