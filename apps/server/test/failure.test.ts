import { describe, expect, it } from 'vitest';
import { envelope, post, startApp } from './support/app.js';
import { openMemoryDatabase } from './support/databases.js';

describe('when the database fails under a call', () => {
  it('answers with the common message and keeps the details in the log', async () => {
    const database = await openMemoryDatabase();
    const app = await startApp(database);
    await database.close();
    const response = await post(app, '/cdesk/gw/login/v2/authenticate', {
      loginId: '5000001',
      password: 'Demo@1234',
    });
    expect(response.statusCode).toBe(500);
    const body = envelope(response);
    expect(body).toMatchObject({
      isSuccess: false,
      displayMessage: 'Some Technical problem arise.',
      errCode: 'INTERNAL',
    });
    expect(response.body).not.toMatch(/stack|select|pglite|\.ts:/i);
    const ready = await app.inject({ method: 'GET', url: '/cdesk/gw/ready' });
    expect(ready.statusCode).toBe(503);
    await app.close();
  });
});
