import { createReloadGuard, reloadGuardMs } from './reload-guard';

describe('createReloadGuard', () => {
  it('asks before leaving for 10 seconds after a successful submit, then no longer', () => {
    let now = 1_000;
    const guard = createReloadGuard(() => now);
    expect(guard.active()).toBe(false);
    guard.submitted('SendContactMessage');
    now += reloadGuardMs - 1;
    expect(guard.active()).toBe(true);
    now += 1;
    expect(guard.active()).toBe(false);
  });

  it('is not armed by signing out, which repeats nothing', () => {
    const guard = createReloadGuard(() => 0);
    guard.submitted('SignOut');
    expect(guard.active()).toBe(false);
  });

  it('is disarmed once the visitor is on another page, which a reload does not submit again', () => {
    const guard = createReloadGuard(() => 0);
    guard.submitted('Register');
    guard.left();
    expect(guard.active()).toBe(false);
  });
});
