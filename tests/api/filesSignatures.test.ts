import { describe, expect, it } from 'vitest';
import { checkContent } from '../../server/modules/files/signatures';
import { cleanFileName, storageKeyOf } from '../../server/modules/files/service';
import { fixture } from '../fixtures/multipart';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat([
    ...parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))),
    Buffer.alloc(32, 0x41),
  ]);
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const PROGRAM = fixture('rechnung-programm.pdf');

describe('content check by magic bytes', () => {
  it.each([
    ['pdf', fixture('plan.pdf'), 'application/pdf'],
    ['png', fixture('logo.png'), 'image/png'],
    ['jpg', fixture('foto.jpg'), 'image/jpeg'],
    ['jpeg', fixture('foto.jpg'), 'image/jpeg'],
    ['webp', fixture('bild.webp'), 'image/webp'],
    ['gif', bytes('GIF89a'), 'image/gif'],
    ['gif', bytes('GIF87a'), 'image/gif'],
    ['heic', bytes([0, 0, 0, 0x18], 'ftypheic'), 'image/heic'],
    ['heic', bytes([0, 0, 0, 0x18], 'ftypmif1'), 'image/heic'],
    [
      'docx',
      fixture('vertrag.docx'),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    [
      'xlsx',
      fixture('mieterliste.xlsx'),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    ['doc', bytes(OLE), 'application/msword'],
    ['xls', bytes(OLE), 'application/vnd.ms-excel'],
    ['txt', Buffer.from('Grüezi\nmitenand'), 'text/plain; charset=utf-8'],
    ['csv', Buffer.from('Name;Miete\nMüller;1850\n', 'latin1'), 'text/csv; charset=windows-1252'],
  ])('accepts a genuine .%s as %s', (ext, content, mime) => {
    expect(checkContent(ext, content)).toEqual({ ok: true, mime, inline: expect.any(Boolean) });
  });

  it.each([
    ['pdf', PROGRAM, 'executable'],
    ['txt', Buffer.from('MZ but text'), 'executable'],
    ['png', Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), 'executable'],
    ['csv', Buffer.from('#!/bin/sh\nrm -rf /\n'), 'executable'],
    ['pdf', fixture('logo.png'), 'mismatch'],
    ['pdf', Buffer.from('<html>   %PDF-1.4\n<script></script>', 'latin1'), 'mismatch'],
    ['jpg', fixture('logo.png'), 'mismatch'],
    ['docx', fixture('mieterliste.xlsx'), 'mismatch'],
    ['xlsx', fixture('vertrag.docx'), 'mismatch'],
    ['docx', bytes(OLE), 'mismatch'],
    ['doc', fixture('vertrag.docx'), 'mismatch'],
    ['gif', bytes('GIF90a'), 'mismatch'],
    ['webp', bytes('RIFF', [0, 0, 0, 0], 'WAVE'), 'mismatch'],
    ['txt', Buffer.from([0x48, 0x00, 0x49]), 'mismatch'],
    ['svg', Buffer.from('<svg/>'), 'unknown_type'],
    ['exe', PROGRAM, 'unknown_type'],
    ['constructor', Buffer.from('x'), 'unknown_type'],
  ])('refuses a .%s whose content is not one', (ext, content, reason) => {
    expect(checkContent(ext, content)).toEqual({ ok: false, reason });
  });
});

describe('file names and references', () => {
  it('keeps the last path segment without control or direction characters', () => {
    expect(cleanFileName('C:\\Users\\anna\\plan.pdf')).toBe('plan.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName(' rech\u0000nung\u202Efdp.exe ')).toBe('rechnungfdp.exe');
    expect(cleanFileName('Gru\u0308ezi.pdf')).toBe('Grüezi.pdf');
  });

  it('reads the storage key from a media path, an absolute URL or the key itself', () => {
    const key = '12/2026-05/0123456789abcdef0123456789abcdef.pdf';
    expect(storageKeyOf(key)).toBe(key);
    expect(storageKeyOf(`/serve-media-files?url=${key}`)).toBe(key);
    expect(storageKeyOf(`https://rent.example.ch/serve-media-files?url=${encodeURIComponent(key)}&x=1`)).toBe(
      key,
    );
    for (const bad of ['../app.db', `${key}/..`, '12/2026-05/short.pdf', '/serve-media-files?url=../x', '']) {
      expect(storageKeyOf(bad), bad).toBeNull();
    }
  });
});
