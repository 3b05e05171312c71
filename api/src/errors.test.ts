import { z } from 'zod';
import { parseInput, parseInputAsync } from './errors';

const schema = z.object({ input: z.object({ city: z.string(), tags: z.array(z.string()) }) });

function fieldsOf(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return (error as { extensions: { code: string; fields: unknown } }).extensions;
  }
  return null;
}

describe('parseInput', () => {
  it('refuses text with a lone surrogate, naming the field, before the schema or a database sees it', () => {
    expect(fieldsOf(() => parseInput(schema, { input: { city: '\udfff tail', tags: ['ok', 'x\ud800'] } }))).toEqual({
      code: 'BAD_USER_INPUT',
      fields: [
        { path: 'city', code: 'text_invalid' },
        { path: 'tags.1', code: 'text_invalid' },
      ],
    });
  });

  it('refuses NUL and other control characters, which PostgreSQL cannot store', () => {
    expect(fieldsOf(() => parseInput(schema, { input: { city: 'Riy\u0000adh', tags: ['\u001b[31m'] } }))).toEqual({
      code: 'BAD_USER_INPUT',
      fields: [
        { path: 'city', code: 'text_invalid' },
        { path: 'tags.0', code: 'text_invalid' },
      ],
    });
  });

  it('takes text in any script, emoji (whole surrogate pairs), tabs and line breaks included', () => {
    const input = { city: 'الرياض 🌴', tags: ['one\ttwo', 'line\r\nbreak'] };
    expect(parseInput(schema, { input })).toEqual({ input });
  });

  it('refuses the same text when the schema checks asynchronously', async () => {
    await expect(parseInputAsync(schema, { input: { city: 'a\ud83d', tags: [] } })).rejects.toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', fields: [{ path: 'city', code: 'text_invalid' }] },
    });
  });
});
