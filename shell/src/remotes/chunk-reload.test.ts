import { isChunkLoadError, reloadOnceFor, clearChunkReload } from './chunk-reload';

describe('chunk reload', () => {
  beforeEach(() => sessionStorage.clear());

  it('recognises chunk errors, also when wrapped', () => {
    const chunk = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(new Error('wrapped', { cause: chunk }))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads the target route once, not in a loop', () => {
    const reload = jest.fn();
    expect(reloadOnceFor('/en/blog', sessionStorage, reload)).toBe(true);
    expect(reloadOnceFor('/en/blog', sessionStorage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    clearChunkReload();
    expect(reloadOnceFor('/en/blog', sessionStorage, reload)).toBe(true);
  });
});
