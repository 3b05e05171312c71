import { newBuildEvent, remotesStamp, watchForNewBuild, type BuildStamp } from './new-build';

const running: BuildStamp = {
  shell: 'a1b2c3',
  remotes: remotesStamp({ mfe_public: '/remotes/mfe-public/1.0.0-aaa/mf-manifest.json' }),
};
const hour = 60 * 60 * 1000;

function watch(latest: () => Promise<BuildStamp>) {
  const target = new EventTarget();
  const raised: BuildStamp[] = [];
  target.addEventListener(newBuildEvent, (event) => raised.push((event as CustomEvent<BuildStamp>).detail));
  const fetchLatest = jest.fn(latest);
  const stop = watchForNewBuild({ running, fetchLatest, target });
  return { raised, fetchLatest, stop };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('watchForNewBuild', () => {
  it('asks the server once an hour and stays quiet while it has the build this page runs', async () => {
    const { raised, fetchLatest, stop } = watch(async () => running);
    await jest.advanceTimersByTimeAsync(hour - 1);
    expect(fetchLatest).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(2 * hour);
    expect(fetchLatest).toHaveBeenCalledTimes(2);
    expect(raised).toEqual([]);
    stop();
  });

  it('raises the update event once when the shell was rebuilt, then stops asking', async () => {
    const rebuilt = { ...running, shell: 'd4e5f6' };
    const { raised, fetchLatest } = watch(async () => rebuilt);
    await jest.advanceTimersByTimeAsync(3 * hour);
    expect(raised).toEqual([rebuilt]);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
  });

  it('raises it when a remote was deployed or rolled back, whatever the order of remotes.json', async () => {
    const deployed = {
      ...running,
      remotes: remotesStamp({
        mfe_business: '/remotes/mfe-business/1.0.0-bbb/mf-manifest.json',
        mfe_public: '/remotes/mfe-public/1.0.0-aaa/mf-manifest.json',
      }),
    };
    const { raised } = watch(async () => deployed);
    await jest.advanceTimersByTimeAsync(hour);
    expect(raised).toEqual([deployed]);
    expect(remotesStamp({ mfe_public: '/remotes/mfe-public/1/mf-manifest.json', mfe_business: '/b' })).toBe(
      remotesStamp({ mfe_business: '/b', mfe_public: '/remotes/mfe-public/1/mf-manifest.json' }),
    );
  });

  it('tries again an hour after a failed check', async () => {
    let calls = 0;
    const { raised } = watch(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return { ...running, shell: 'd4e5f6' };
    });
    await jest.advanceTimersByTimeAsync(hour);
    expect(raised).toEqual([]);
    await jest.advanceTimersByTimeAsync(hour);
    expect(raised).toHaveLength(1);
  });
});
