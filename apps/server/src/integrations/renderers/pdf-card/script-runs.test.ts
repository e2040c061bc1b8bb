import { describe, expect, it } from 'vitest';
import { scriptRuns } from './script-runs.ts';

describe('scriptRuns', () => {
  it('keeps a Hindi name with its spaces in one Devanagari run', () => {
    expect(scriptRuns('राजेश कुमार')).toEqual([{ text: 'राजेश कुमार', script: 'devanagari' }]);
  });
  it('splits mixed text by script', () => {
    expect(scriptRuns('Ravi / રવિ / ரவி')).toEqual([
      { text: 'Ravi / ', script: 'latin' },
      { text: 'રવિ / ', script: 'gujarati' },
      { text: 'ரவி', script: 'tamil' },
    ]);
  });
  it('treats digits-only text as Latin', () => {
    expect(scriptRuns('12345')).toEqual([{ text: '12345', script: 'latin' }]);
  });
});
