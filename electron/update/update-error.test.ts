import { describe, expect, it } from 'vitest';
import { classifyUpdateError, plainNotes, shortUpdateMessage } from './update-error.ts';

const coded = (code: string, message: string): Error => Object.assign(new Error(message), { code });

describe('update errors', () => {
  it.each([
    [coded('ERR_CHECKSUM_MISMATCH', 'sha512 checksum mismatch, expected a, got b'), 'checksum'],
    [coded('ERR_UPDATER_INVALID_SIGNATURE', 'New version 2.0.0 is not signed by the application owner'), 'signature'],
    [coded('ERR_FEED_UNSIGNED', 'latest.yml has no signature (latest.yml.sig is missing)'), 'feed-unsigned'],
    [coded('ERR_FEED_TOO_LARGE', 'latest.yml (> 1 MiB)'), 'feed-too-large'],
    [coded('ERR_FEED_SIGNATURE_INVALID', 'latest.yml was changed after it was signed'), 'feed-signature'],
    [coded('ERR_UPDATER_INVALID_UPDATE_INFO', 'Cannot parse update info from latest.yml'), 'feed-invalid'],
    [
      coded('ERR_UPDATER_CHANNEL_FILE_NOT_FOUND', 'Cannot find channel "latest.yml" update info: HttpError: 404'),
      'feed-unreachable',
    ],
    [coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:9'), 'feed-unreachable'],
    [new Error('something else'), 'other'],
    ['a string', 'other'],
  ])('classifies %s as %s', (error, code) => {
    expect(classifyUpdateError(error)).toBe(code);
  });

  it('keeps the first line of a long message', () => {
    expect(shortUpdateMessage(new Error('\nCannot find channel\n  at stack line'))).toBe('Cannot find channel');
    expect(shortUpdateMessage(new Error('x'.repeat(500)))).toHaveLength(300);
  });

  it('turns release notes into plain text, never HTML', () => {
    expect(
      plainNotes('<p>Nova <b>tela</b></p><ul><li>Um</li><li>Dois &amp; três</li></ul><script>alert(1)</script>'),
    ).toBe('Nova tela\nUm\nDois & três\nalert(1)');
    expect(plainNotes([{ version: '1.2.0', note: 'Correções' }])).toBe('1.2.0\nCorreções');
    expect(plainNotes(null)).toBeUndefined();
    expect(plainNotes('   ')).toBeUndefined();
  });
});
