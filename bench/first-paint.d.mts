import type { CDPSession, Page, Response } from '@playwright/test';
export function slowPhoneAt(page: Page, cdp: CDPSession, url: string): Promise<{ x: number; y: number }>;
export function gotoUntilFirstPaint(page: Page, cdp: CDPSession, url: string): Promise<{ navigation: Promise<Response | null> }>;
