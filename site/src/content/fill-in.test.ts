import { describe, expect, it } from 'vitest';
import { fillIn } from './fill-in';

describe('fillIn', () => {
  it('fills each {name} in every string, deep in the data, and leaves unknown names as written', () => {
    const data = {
      title: 'Fees for {year}',
      list: [{ note: '{name} at {year}, {missing}' }],
      n: 3,
    };
    expect(fillIn(data, { year: 2026, name: 'SKLTCOA' })).toEqual({
      title: 'Fees for 2026',
      list: [{ note: 'SKLTCOA at 2026, {missing}' }],
      n: 3,
    });
  });

  it('keeps a value with quotes, backslashes and a line break as typed', () => {
    const typed = 'Council of Architecture "CoA"\\New Delhi\nचा';
    expect(fillIn({ line: 'Approved by {body}.' }, { body: typed })).toEqual({
      line: `Approved by ${typed}.`,
    });
  });

  it('fills a name that is a property of every object by its own value only', () => {
    expect(fillIn({ a: '{toString} {constructor}' }, { toString: 'x' })).toEqual({
      a: 'x {constructor}',
    });
  });
});
