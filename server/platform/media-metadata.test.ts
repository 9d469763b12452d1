import { describe, expect, it } from 'vitest';
import { fileTypeFromBuffer } from 'file-type';
import { DEVICE, GPS, mp3WithGps, mp4WithGps, oggOpusWithGps, webmWithGps } from '#test/media-fixtures';
import {
  MediaMetadataError,
  oggCrc,
  stripBmff,
  stripMatroska,
  stripMediaMetadata,
  stripMp3,
  stripOggOpus,
} from './media-metadata';

const has = (buf: Buffer, text: string) => buf.includes(Buffer.from(text));

describe('media metadata stripping (issue 10)', () => {
  it(
    'MP4/MOV: blanks udta (©xyz, ©mod), Apple meta and ' + 'track udta in place; offsets and samples unchanged',
    async () => {
      const input = mp4WithGps();
      expect(has(input, GPS) && has(input, DEVICE)).toBe(true);
      const { data, hasVideo, removed } = stripBmff(input);
      expect(has(data, GPS)).toBe(false);
      expect(has(data, DEVICE)).toBe(false);
      expect(has(data, 'com.apple.quicktime.location')).toBe(false);
      expect(has(data, 'Google')).toBe(false);
      expect(removed).toEqual(expect.arrayContaining(['udta', 'meta']));
      expect(hasVideo).toBe(true);
      expect(data.length).toBe(input.length);
      expect(data.indexOf('frame-data-that-must-survive')).toBe(input.indexOf('frame-data-that-must-survive'));
      expect((await fileTypeFromBuffer(data))?.mime).toBe('video/mp4');
      // Stripping again finds nothing more: the result is a clean, well-formed file.
      expect(stripBmff(data).removed).toEqual([]);
    },
  );

  it('MP4 with a timed metadata track (GPS samples in mdat) is refused rather than half-cleaned', () => {
    expect(() => stripBmff(mp4WithGps({ handler: 'meta' }))).toThrow(MediaMetadataError);
  });

  it('WebM: voids Tags and Info writing/muxing apps, also behind an unknown-size segment and cluster', () => {
    const input = webmWithGps();
    const { data, hasAudio, hasVideo } = stripMatroska(input);
    expect(has(data, GPS)).toBe(false);
    expect(has(data, 'LOCATION')).toBe(false);
    expect(has(data, DEVICE)).toBe(false);
    expect(has(data, 'opus-frame-data')).toBe(true);
    expect([hasAudio, hasVideo]).toEqual([true, false]);
    expect(stripMatroska(webmWithGps(1)).hasVideo).toBe(true);
    expect(stripMatroska(data).removed).toEqual([]);
  });

  it('Ogg Opus: empties the OpusTags comments and rewrites the page checksum', () => {
    expect(oggCrc(Buffer.from('123456789'))).toBe(0x89a1897f);
    const input = oggOpusWithGps(oggCrc);
    const { data } = stripOggOpus(input);
    expect(has(data, GPS)).toBe(false);
    expect(has(data, DEVICE)).toBe(false);
    expect(data.length).toBe(input.length);
    // Every page's checksum is valid.
    for (let at = data.indexOf('OggS'); at >= 0; at = data.indexOf('OggS', at + 4)) {
      const end =
        at + 27 + data[at + 26] + [...data.subarray(at + 27, at + 27 + data[at + 26])].reduce((a, b) => a + b, 0);
      const page = Buffer.from(data.subarray(at, end));
      const stored = page.readUInt32LE(22);
      page.writeUInt32LE(0, 22);
      expect(oggCrc(page)).toBe(stored);
    }
  });

  it('MP3: drops ID3v2 and ID3v1 tags', () => {
    const { data } = stripMp3(mp3WithGps());
    expect(has(data, GPS) || has(data, DEVICE) || has(data, 'ID3') || has(data, 'TAG')).toBe(false);
    expect(data[0]).toBe(0xff);
  });

  it('refuses what it cannot vouch for', () => {
    expect(() => stripMediaMetadata(Buffer.from('x'), 'video/x-msvideo')).toThrow(MediaMetadataError);
    const broken = mp4WithGps();
    broken.writeUInt32BE(0xffff, 0);
    expect(() => stripBmff(broken)).toThrow(MediaMetadataError);
  });
});
