/** Photo addresses staff store (a hire job's photo): https or the shop's own paths, nothing a browser would run. */
import { describe, expect, it } from 'vitest';
import { hireDoneInput } from './hiring';
import { inputIssueOf } from './issues';

const jobId = '0b7e2c1a-3f7e-4a57-9d43-2b1e8f0c9a11';
const done = (photoUrl: string) => hireDoneInput.safeParse({ jobId, measured: 3.2, photoUrl });

describe("a hire job's photo address", () => {
  it.each([
    'https://photos.example.in/jobs/field-3.jpg',
    'HTTPS://photos.example.in/a.webp',
    '/media/photos/7/0b7e2c1a-3f7e-4a57-9d43-2b1e8f0c9a11/640.webp',
  ])('takes %s', (address) => {
    expect(done(address).success).toBe(true);
  });

  it.each([
    'javascript:alert(document.cookie)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'http://photos.example.in/a.jpg',
    '//evil.example/a.jpg',
    '/\\evil.example/a.jpg',
    'https:evil.example/a.jpg',
    'https://',
    'vbscript:msgbox(1)',
    'media/photos/a.webp',
    '/media/photos/a b.webp',
  ])('refuses %j with a clear reason', (address) => {
    const parsed = done(address);
    expect(parsed.success).toBe(false);
    const issue = parsed.error!.issues.find((i) => i.path[0] === 'photoUrl')!;
    expect(issue.message).toBe(
      'A photo address must start with https:// or be a path of this shop starting with one /',
    );
    expect(inputIssueOf(issue.message)).toEqual({ code: 'PHOTO_ADDRESS_INVALID', values: {} });
  });

  it('is still optional', () => {
    expect(hireDoneInput.safeParse({ jobId, measured: 3.2 }).success).toBe(true);
  });
});
