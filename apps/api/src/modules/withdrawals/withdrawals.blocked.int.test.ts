import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { WITHDRAWAL_AUTO_APPROVE_JOB } from './withdrawals.create';
import {
  adminCall,
  bearer,
  fundedSeller,
  hurryJobs,
  runJobs,
  sbpRequest,
  signInAdmin,
  withdraw,
  type Person,
} from './withdrawals.test-support';

const USERS = '/api/gw/private/v1/admin/users';

describe(`a blocked user's payouts are held on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let admin: Person;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAdmin(t);
  });
  afterAll(() => t.close());

  const setBlocked = (person: Person, blocked: boolean) =>
    t.app.inject({
      method: 'POST',
      url: `${USERS}/${person.id}/${blocked ? 'block' : 'unblock'}`,
      headers: bearer(admin),
      payload: blocked
        ? { reasonCode: 'chargeback', reason: 'Оспорил платёж в банке' }
        : { reason: 'Банк вернул деньги' },
    });

  it('keeps a waiting withdrawal waiting: no automatic approval, staff approval refused until unblocked', async () => {
    const seller = await fundedSeller(t, 500_00, 'held');
    const created = await withdraw(t, seller, sbpRequest(100_00));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    expect((await setBlocked(seller, true)).statusCode).toBe(200);

    await hurryJobs(t, WITHDRAWAL_AUTO_APPROVE_JOB);
    await runJobs(t);
    const waiting = await adminCall(t, admin, 'GET', `/${id}`);
    expect(waiting.json().status).toBe('outcome_status_new');

    const refused = await adminCall(t, admin, 'POST', `/${id}/approve`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'USER_BLOCKED' });

    expect((await setBlocked(seller, false)).statusCode).toBe(200);
    const approved = await adminCall(t, admin, 'POST', `/${id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
  });
});
