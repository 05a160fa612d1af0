import { describe, expect, it } from 'vitest';
import { firstVideoLink, parseVideoLink } from './video-link';

describe('parseVideoLink', () => {
  it('embeds YouTube watch, short and shorts links through youtube-nocookie', () => {
    for (const link of [
      'https://www.youtube.com/watch?v=q7Lm2Xc9TzA',
      'https://youtu.be/q7Lm2Xc9TzA',
      'https://m.youtube.com/shorts/q7Lm2Xc9TzA',
      'https://www.youtube.com/embed/q7Lm2Xc9TzA',
    ]) {
      expect(parseVideoLink(link)).toMatchObject({
        kind: 'youtube',
        embedUrl: 'https://www.youtube-nocookie.com/embed/q7Lm2Xc9TzA?autoplay=1&rel=0',
      });
    }
  });

  it('embeds Vimeo through player.vimeo.com and TikTok through embed/v2', () => {
    expect(parseVideoLink('https://vimeo.com/824613579')).toMatchObject({
      kind: 'vimeo',
      embedUrl: 'https://player.vimeo.com/video/824613579?autoplay=1&dnt=1',
    });
    expect(parseVideoLink('https://www.tiktok.com/@seoulglow/video/7312458890123456789')).toMatchObject({
      kind: 'tiktok',
      embedUrl: 'https://www.tiktok.com/embed/v2/7312458890123456789',
    });
  });

  it('plays mp4, webm and ogg files in a video element', () => {
    expect(parseVideoLink('https://cdn.example.com/v/serum.MP4')).toMatchObject({
      kind: 'file',
      mimeType: 'video/mp4',
    });
    expect(parseVideoLink('https://cdn.example.com/a.webm?x=1')).toMatchObject({
      kind: 'file',
      mimeType: 'video/webm',
    });
    expect(parseVideoLink('https://cdn.example.com/a.ogg')).toMatchObject({
      kind: 'file',
      mimeType: 'video/ogg',
    });
  });

  it('falls back to a plain link for other pages and platform pages without a video id', () => {
    expect(parseVideoLink('https://example.com/watch/123')).toMatchObject({ kind: 'link' });
    expect(parseVideoLink('https://www.youtube.com/@seoulglow')).toMatchObject({
      kind: 'link',
      platform: 'YouTube',
    });
    expect(parseVideoLink('https://www.tiktok.com/@seoulglow')).toMatchObject({
      kind: 'link',
      platform: 'TikTok',
    });
  });

  it('rejects what is not an http(s) URL', () => {
    expect(parseVideoLink('not a url')).toBeNull();
    expect(parseVideoLink('javascript:alert(1)')).toBeNull();
  });

  it("takes a file named like one of Object.prototype's members for a plain link", () => {
    for (const name of ['constructor', 'tostring', 'valueof']) {
      expect(parseVideoLink(`https://cdn.example/clip.${name}`)).toMatchObject({ kind: 'link' });
    }
  });
});

describe('firstVideoLink', () => {
  it('takes the first entry of a list and ignores blanks', () => {
    expect(firstVideoLink(['https://a.example/x.mp4', 'https://b'])).toBe('https://a.example/x.mp4');
    expect(firstVideoLink('  ')).toBeNull();
    expect(firstVideoLink(null)).toBeNull();
  });
});
