import { describe, expect, it } from 'vitest';
import { dataFolderName } from './data-folder.ts';

describe('dataFolderName', () => {
  it('keeps the installed app where earlier builds kept their data, and a development run apart', () => {
    expect(dataFolderName(true)).toBe('provider-desk');
    expect(dataFolderName(false)).toBe('provider-desk-dev');
  });
});
