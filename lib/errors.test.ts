import { AppError, ERROR_CODES, GENERIC_FAILURE, isAppError, logLine, visitorMessage } from './errors';

describe('typed errors', () => {
  test('a visible error shows its own (spec) message; an invisible one only the generic text', () => {
    expect(visitorMessage(new AppError('invalid_input', 'Please enter a valid email address.'))).toBe('Please enter a valid email address.');
    expect(visitorMessage(new AppError('store_unavailable', 'SQLITE_CANTOPEN: unable to open database file'))).toBe(GENERIC_FAILURE);
    expect(visitorMessage(new Error('ECONNREFUSED 10.0.0.7:5432'))).toBe(GENERIC_FAILURE);
    expect(visitorMessage('thrown string', 'fallback')).toBe('fallback');
    expect(GENERIC_FAILURE).toBe('An error occurred. Please try again later.');
  });

  test('every code says whether it is visible and which status it maps to', () => {
    for (const [code, meta] of Object.entries(ERROR_CODES)) {
      const error = new AppError(code as keyof typeof ERROR_CODES, 'x');
      expect(error.visible).toBe(meta.visible);
      expect(error.status).toBe(meta.status);
      expect(isAppError(error)).toBe(true);
    }
    expect(new AppError('store_unavailable', 'x').status).toBe(503);
    expect(isAppError(new Error('x'))).toBe(false);
  });

  test('the log line carries the code and the cause chain, never a stack', () => {
    const cause = Object.assign(new Error('unable to open database file'), { code: 'SQLITE_CANTOPEN' });
    const line = logLine(new AppError('store_unavailable', 'The data store failed (open).', { cause }));
    expect(line).toBe('store_unavailable: The data store failed (open). <- Error: unable to open database file');
    expect(line).not.toMatch(/\n\s+at /);
  });
});
