import { describe, expect, it } from 'vitest';
import { scriptJson } from './script-json.ts';

describe('scriptJson', () => {
  it.each([[{ a: '</script><script>alert(1)</script>' }], [['<!--', '<b>']], ['plain']])(
    'writes %o with no "<" and reads back the same',
    (value) => {
      const json = scriptJson(value);
      expect(json).not.toContain('<');
      expect(JSON.parse(json)).toEqual(value);
    },
  );
});
