import { openDatabase } from '../data/sqlite';
import type { Store } from '../data/store';
import { STORE_HARNESSES } from '@/tests/support/store-harness';
import { tempDbPath } from '@/tests/support/temp-sqlite';
import { createLocalAccounts } from './local-accounts';
import { CODE_TRIES, confirmCode, finishReset, flowId, openReset, RESET_MESSAGES, resendCode, resendWait, startReset, type ResetDeps } from './password-reset';
import type { Accounts } from './types';

const email = 'ana@example.com';
const password = 'Secret1!';
const T0 = Date.parse('2026-11-28T10:00:00Z');

describe.each(STORE_HARNESSES)('password reset on %s', (_name, harness) => {
  const h = harness();
  const accountsTemp = tempDbPath();
  let store: Store;
  let accounts: Accounts;
  let accountsDb: ReturnType<typeof openDatabase>;
  let clock = T0;
  let deps: ResetDeps;
  const deferred: Promise<unknown>[] = [];

  beforeAll(async () => {
    store = await h.make();
    accountsDb = openDatabase(accountsTemp.file);
    accounts = createLocalAccounts(accountsDb);
    await accounts.createUser(email, password);
    deps = { store, accounts, now: () => clock, defer: (task) => void deferred.push(task()) };
  }, 120_000);

  afterAll(async () => {
    await Promise.all(deferred);
    await h.cleanup();
    accountsDb.close();
    accountsTemp.remove();
  });

  beforeEach(() => {
    clock += 3_600_000; // each test an hour later: earlier flows have expired
  });

  /** The code of the flow's latest mail, as the person reads it. */
  async function mailedCode(token: string, send = 1): Promise<string | null> {
    await Promise.all(deferred);
    const mail = await store.get('mail', `reset-${flowId(token)}-${send}`);
    return mail ? /\b(\d{6})\b/.exec(mail.message.text)![1]! : null;
  }

  test('a code mailed, confirmed and a new password set: the old one and its sessions end', async () => {
    const session = await accounts.startSession({ kind: 'password', email, password });
    const token = await startReset(deps, email);
    const code = await mailedCode(token);
    expect(code).toMatch(/^\d{6}$/);
    // Only its hash is stored.
    const flow = await store.get('password_resets', flowId(token));
    expect(JSON.stringify(flow)).not.toContain(code);
    expect(await finishReset(deps, token, 'Newpass1!')).toEqual({ ok: false, message: RESET_MESSAGES.confirmFirst });
    expect(await confirmCode(deps, token, code!)).toEqual({ ok: true, message: '' });
    expect(await finishReset(deps, token, 'Newpass1!')).toEqual({ ok: true, message: RESET_MESSAGES.passwordChanged });
    expect(await accounts.checkPassword(email, 'Newpass1!')).toBe(true);
    expect(await accounts.checkPassword(email, password)).toBe(false);
    expect(await accounts.verifySession(session!.value)).toBeNull();
    // The flow is spent.
    expect(await finishReset(deps, token, 'Other1!x')).toEqual({ ok: false, message: RESET_MESSAGES.noReset });
    await accounts.setPassword((await accounts.uidOf(email))!, password);
  });

  test('an address no account has: a flow like any other, no mail, and no code ever fits', async () => {
    const token = await startReset(deps, 'nobody@example.com');
    expect(await mailedCode(token)).toBeNull();
    expect(await openReset(store, token, clock)).toMatchObject({ uid: null, tries: 0 });
    expect(await confirmCode(deps, token, '123456')).toEqual({ ok: false, message: RESET_MESSAGES.codeWrong });
  });

  test('five wrong tries end the code, even the right one after them; a resend gives five more', async () => {
    const token = await startReset(deps, email);
    const code = (await mailedCode(token))!;
    const wrong = code === '000000' ? '000001' : '000000';
    for (let n = 1; n < CODE_TRIES; n++) expect((await confirmCode(deps, token, wrong)).message).toBe(RESET_MESSAGES.codeWrong);
    expect((await confirmCode(deps, token, wrong)).message).toBe(RESET_MESSAGES.codeEnded);
    expect((await confirmCode(deps, token, code)).message).toBe(RESET_MESSAGES.codeEnded);

    expect(await resendCode(deps, token)).toEqual({ ok: false, message: RESET_MESSAGES.resendTooSoon });
    clock += 61_000;
    expect(await resendCode(deps, token)).toEqual({ ok: true, message: RESET_MESSAGES.resent });
    const second = (await mailedCode(token, 2))!;
    if (second !== code) expect((await confirmCode(deps, token, code)).message).toBe(RESET_MESSAGES.codeWrong);
    expect(await confirmCode(deps, token, second)).toEqual({ ok: true, message: '' });
  });

  test('tries sent at once: five are judged, however many arrive', async () => {
    const token = await startReset(deps, email);
    const code = (await mailedCode(token))!;
    const wrong = code === '999999' ? '999998' : '999999';
    const answers = await Promise.all(Array.from({ length: 12 }, () => confirmCode(deps, token, wrong)));
    expect(answers.filter((answer) => answer.message === RESET_MESSAGES.codeWrong).length).toBeLessThanOrEqual(CODE_TRIES - 1);
    expect((await confirmCode(deps, token, code)).message).toBe(RESET_MESSAGES.codeEnded);
  });

  test('a code ten minutes old no longer works; no token, or a forged one, finds nothing', async () => {
    const token = await startReset(deps, email);
    const code = (await mailedCode(token))!;
    clock += 10 * 60_000 + 1;
    expect(await confirmCode(deps, token, code)).toEqual({ ok: false, message: RESET_MESSAGES.noReset });
    expect(await confirmCode(deps, undefined, code)).toEqual({ ok: false, message: RESET_MESSAGES.noReset });
    expect(await confirmCode(deps, 'x'.repeat(43), code)).toEqual({ ok: false, message: RESET_MESSAGES.noReset });
    expect(await resendCode(deps, token)).toEqual({ ok: false, message: RESET_MESSAGES.noReset });
  });

  test('a malformed code costs no try; the resend clock counts down from the last mail', async () => {
    const token = await startReset(deps, email);
    expect((await confirmCode(deps, token, '12 34')).message).toBe(RESET_MESSAGES.codeFormat);
    const flow = (await openReset(store, token, clock))!;
    expect(flow.tries).toBe(0);
    expect(resendWait(flow, clock)).toBe(60);
    expect(resendWait(flow, clock + 1)).toBe(59);
    expect(resendWait(flow, clock + 45_500)).toBe(14);
    expect(resendWait(flow, clock + 60_000)).toBe(0);
  });

  test('expired flows and their tries are swept away as new flows start', async () => {
    const before = await store.list({ collection: 'password_resets', limit: 100 });
    expect(before.length).toBeGreaterThan(0);
    clock += 3_600_000;
    await startReset(deps, email);
    await startReset(deps, email);
    const after = await store.list({ collection: 'password_resets', limit: 100 });
    expect(after.every((flow) => Date.parse(flow.expiresAt) > clock)).toBe(true);
    expect((await store.list({ collection: 'reset_attempts', limit: 100 })).every((attempt) => Date.parse(attempt.expiresAt) > clock)).toBe(true);
  });
});
