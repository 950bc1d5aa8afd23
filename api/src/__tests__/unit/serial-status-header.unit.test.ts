import {serialStatusHeader} from '../../controllers/serial-status-header';

describe('the Serial-Status header of a past answer', () => {
  it('lists each serial with its status and a recall’s notice, escaped as RFC 8941 strings', () => {
    expect(
      serialStatusHeader([
        {serial: 'A"1\\', status: 'recalled', noticeUrl: 'https://r.example/notice/übersicht'},
        {serial: 'B-2', status: 'ineligible', noticeUrl: null},
      ]),
    ).toEqual({
      value: '"A\\"1\\\\";status=RECALLED;notice="https://r.example/notice/%C3%BCbersicht", "B-2";status=INELIGIBLE',
      truncated: false,
    });
    expect(serialStatusHeader([])).toEqual({value: undefined, truncated: false});
  });

  it('leaves out what it cannot say (not ASCII) or what passes 8 KB, and says so', () => {
    expect(serialStatusHeader([{serial: 'SÉRIE-1', status: 'ineligible', noticeUrl: null}])).toEqual({
      value: undefined,
      truncated: true,
    });
    const many = Array.from({length: 500}, (_, i) => ({
      serial: `SERIAL-${String(i).padStart(6, '0')}`,
      status: 'recalled' as const,
      noticeUrl: 'https://recalls.example/a-rather-long-notice-address',
    }));
    const {value, truncated} = serialStatusHeader(many);
    expect(truncated).toBe(true);
    expect(value!.length).toBeLessThanOrEqual(8 * 1024);
    expect(value!.startsWith('"SERIAL-000000";status=RECALLED')).toBe(true);
  });
});
