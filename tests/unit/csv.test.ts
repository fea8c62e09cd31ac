import { describe, expect, it } from 'vitest';
import {
  DELIVERY_COLUMNS,
  INQUIRY_COLUMNS,
  inquiriesToCsv,
  neutraliseCell,
  type ExportedInquiry,
} from '#src/features/leads/csv.ts';

describe('neutraliseCell', () => {
  it.each([
    ['=HYPERLINK("http://evil")', `'=HYPERLINK("http://evil")`],
    ['+1 401 555 0100', `'+1 401 555 0100`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1:A2)', `'@SUM(A1:A2)`],
    ['\t=1', `'\t=1`],
    ['\r=1', `'\r=1`],
    ['Ann Lee', 'Ann Lee'],
    ['a=b', 'a=b'],
    ['', ''],
    ['401-555-0100', '401-555-0100'],
  ])('%j → %j', (input, output) => expect(neutraliseCell(input)).toBe(output));
});

const inquiry = (id: string, changes: Partial<ExportedInquiry> = {}): ExportedInquiry => ({
  id,
  receivedAt: '2026-11-20T10:00:00.000Z',
  name: 'Ann Lee',
  email: 'ann@example.com',
  phone: '(401) 555-0100',
  interestType: 'Buying a Property',
  message: 'Hello, please call me.',
  page: '/contact',
  ...changes,
});

describe('inquiriesToCsv', () => {
  it('writes a header and one row per inquiry, oldest id first, with CRLF and a BOM for spreadsheets', () => {
    const csv = inquiriesToCsv([inquiry('01B'), inquiry('01A', { page: null })]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe([...INQUIRY_COLUMNS, ...DELIVERY_COLUMNS].join(','));
    // An inquiry stored before delivery existed has empty delivery cells.
    expect(lines[1]).toBe(
      '01A,2026-11-20T10:00:00.000Z,Ann Lee,ann@example.com,(401) 555-0100,Buying a Property,"Hello, please call me.",' +
        ',inquiry,,,,' +
        ','.repeat(DELIVERY_COLUMNS.length),
    );
    expect(lines[2]?.startsWith('01B,')).toBe(true);
    expect(lines[2]?.endsWith(',/contact,inquiry,,,,' + ','.repeat(DELIVERY_COLUMNS.length))).toBe(true);
    expect(lines[3]).toBe('');
  });

  it('quotes multi-line messages and neutralises formula cells in every column', () => {
    const csv = inquiriesToCsv([
      inquiry('01A', { name: '=cmd|calc', message: 'Line one\nLine "two"', interestType: '@x' }),
    ]);
    expect(csv).toContain(`'=cmd|calc`);
    expect(csv).toContain(`'@x`);
    expect(csv).toContain('"Line one\nLine ""two"""');
  });

  it('writes a showing request with its type, listing and slot, its note as the message', () => {
    const showing: ExportedInquiry = {
      id: '01C',
      type: 'showing',
      receivedAt: '2026-12-03T13:00:00.000Z',
      page: '/properties/7',
      name: 'Ann Lee',
      email: 'ann@example.com',
      phone: '(401) 555-0100',
      note: 'We have a dog.',
      showing: { listingId: 7, start: '2026-12-05T15:00:00.000Z', end: '2026-12-05T15:45:00.000Z', mode: 'video' },
    };
    expect(inquiriesToCsv([showing]).split('\r\n')[1]).toBe(
      '01C,2026-12-03T13:00:00.000Z,Ann Lee,ann@example.com,(401) 555-0100,,We have a dog.,/properties/7,showing,7,' +
        '2026-12-05T15:00:00.000Z,2026-12-05T15:45:00.000Z,video' +
        ','.repeat(DELIVERY_COLUMNS.length),
    );
  });

  it('an empty export is just the header', () => {
    expect(inquiriesToCsv([])).toBe(`\uFEFF${[...INQUIRY_COLUMNS, ...DELIVERY_COLUMNS].join(',')}\r\n`);
  });

  it('adds every channel: state, attempts, sent time, next attempt and last error', () => {
    const csv = inquiriesToCsv([
      inquiry('01A', {
        delivery: {
          messageId: '01A',
          createdAt: '2026-11-20T10:00:00.000Z',
          channels: {
            email: {
              state: 'sent',
              attempts: 1,
              sentAt: '2026-11-20T10:00:01.000Z',
              nextAttemptAt: null,
              lastError: null,
              claim: null,
            },
            webhook: {
              state: 'pending',
              attempts: 2,
              sentAt: null,
              nextAttemptAt: '2026-11-20T10:03:00.000Z',
              lastError: 'Webhook answered 503',
              claim: null,
            },
          },
        },
      }),
    ]);
    expect(csv.split('\r\n')[1]).toMatch(
      /,\/contact,inquiry,,,,,sent,1,2026-11-20T10:00:01\.000Z,,,pending,2,,2026-11-20T10:03:00\.000Z,Webhook answered 503$/,
    );
  });
});
